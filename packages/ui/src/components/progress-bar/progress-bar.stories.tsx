import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { ProgressBar } from './progress-bar.tsx';
import { onboardingProgress } from './progress-bar.ts';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Téléversement de la photo', showValue: true },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
    tone: { control: 'select', options: ['primary', 'accent', 'success'] },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spoken value, with French's narrow no-break space before % made a plain space. */
function valueText(bar: HTMLElement) {
  return bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');
}

/** A named progressbar announcing its percentage. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Téléversement de la photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(valueText(bar)).toBe('40 %');
    await expect(bar.closest('[data-slot="progress-bar"]')).toHaveAttribute('data-value', '40');
  },
};

/** A fraction from 0 to 1 with `max={1}`. */
export const Fraction: Story = {
  args: { value: 0.25, max: 1, label: 'Profil complété' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profil complété' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(valueText(bar)).toBe('25 %');
  },
};

/**
 * The onboarding wizard: `onboardingProgress(index, count)` is (index + 0.5) / count, so step 1 of 29
 * shows 2 % and the bar never looks finished before the last step is done.
 */
export const OnboardingWizard: Story = {
  args: { value: 0, label: 'Progression de l’inscription', hideLabel: true, showValue: false },
  render: function Wizard(args) {
    const count = 4;
    const [index, setIndex] = useState(0);
    return (
      <div className="flex flex-col gap-4">
        <ProgressBar {...args} value={onboardingProgress(index, count)} max={1} size="sm" />
        <div className="flex justify-between">
          {index > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setIndex(index - 1);
              }}
            >
              Précédent
            </Button>
          ) : (
            <span />
          )}
          <Button
            size="sm"
            disabled={index === count - 1}
            onClick={() => {
              setIndex(index + 1);
            }}
          >
            Suivant
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progression de l’inscription' });
    await expect(valueText(bar)).toBe('13 %');
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '37.5');
    await expect(valueText(bar)).toBe('38 %');
    // The change is announced through the polite live region.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('38 %'));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(valueText(bar)).toBe('88 %');
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  },
};

/** Out-of-range values are clamped; 100 % marks the bar complete. */
export const Complete: Story = {
  args: { value: 130, label: 'Album photo', tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Album photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.closest('[data-slot="progress-bar"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

/** Without a label the bar is still named ('Progression'). */
export const DefaultLabel: Story = {
  args: { label: undefined, value: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progression' })).toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: undefined, value: 60 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(valueText(bar)).toBe('60%');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ProgressBar {...args} size="sm" label="Petite" />
      <ProgressBar {...args} size="md" label="Moyenne" />
      <ProgressBar {...args} size="lg" label="Grande" />
    </div>
  ),
};

export const LongFrenchText: Story = {
  args: {
    value: 72,
    label: 'Téléversement de votre présentation audio et de vos photos de profil',
  },
};
