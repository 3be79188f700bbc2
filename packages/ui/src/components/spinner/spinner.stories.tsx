import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenSpinner, Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as 'Chargement…' through a status region; the label is visually hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Chargement…');
    await expect(status).toHaveAttribute('data-size', 'md');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Chargement des profils…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des profils…');
    await expect(canvas.getByText('Chargement des profils…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('status').map((status) => status.getAttribute('data-size'));
    await expect(sizes).toEqual(['sm', 'md', 'lg']);
  },
};

export const LongFrenchText: Story = {
  args: {
    showLabel: true,
    label: 'Vérification de votre identité en cours, veuillez patienter…',
  },
};

/** A whole page's spinner (`ScreenSpinner`): centred in at least the screen's height. */
export const Screen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="flex flex-col">
      <ScreenSpinner label="Chargement de la page" />
      <footer>Pied de page</footer>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la page');
    const view = canvasElement.ownerDocument.defaultView;
    const footer = canvas.getByText('Pied de page');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(view?.innerHeight ?? 0);
  },
};

export const ScreenInEnglish: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  render: () => <ScreenSpinner />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
