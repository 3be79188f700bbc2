import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Stepper } from './stepper';

const sharingSteps = [
  { id: 'content', title: 'Contenu', subtitle: 'Site web, vidéo ou article' },
  { id: 'item', title: 'Élément', subtitle: 'La vidéo ou l’article à partager' },
  { id: 'platform', title: 'Plateforme', subtitle: 'Facebook, Messenger, courriel ou lien' },
  { id: 'share', title: 'Partager', subtitle: 'Envoyez votre lien de parrainage' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: sharingSteps, current: 1 },
  argTypes: { orientation: { control: 'select', options: ['horizontal', 'vertical'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function stepItems(list: HTMLElement) {
  return within(list).getAllByRole('listitem');
}

/** Earlier steps are complete, one is current (`aria-current="step"`), later ones upcoming. */
export const CurrentAndComplete: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Étapes' });
    const items = stepItems(list);
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[0]).toHaveTextContent('Étape 1 sur 4, terminée : Contenu');
    await expect(items[1]).toHaveTextContent('Étape 2 sur 4, en cours : Élément');
    await expect(items[2]).toHaveTextContent('Étape 3 sur 4 : Plateforme');
    await expect(canvas.getByText('La vidéo ou l’article à partager')).toBeVisible();
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    const items = stepItems(canvas.getByRole('list'));
    await expect(items[0]).toHaveAttribute('data-state', 'current');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(0);
  },
};

/** Every step done. */
export const AllComplete: Story = {
  args: { current: sharingSteps.length },
  play: async ({ canvas }) => {
    const items = stepItems(canvas.getByRole('list'));
    await expect(items.every((item) => item.dataset.state === 'complete')).toBe(true);
    await expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', current: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-orientation', 'vertical');
  },
};

/** The sharing wizard moves the current step forward and back. */
export const Wizard: Story = {
  render: function Wizard(args) {
    const [current, setCurrent] = useState(0);
    return (
      <div className="flex flex-col gap-6">
        <Stepper {...args} current={current} />
        <div className="flex gap-3">
          <Button
            variant="outline"
            disabled={current === 0}
            onClick={() => {
              setCurrent(current - 1);
            }}
          >
            Précédent
          </Button>
          <Button
            disabled={current === sharingSteps.length - 1}
            onClick={() => {
              setCurrent(current + 1);
            }}
          >
            Suivant
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Étapes' });
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(stepItems(list)[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await expect(stepItems(list)[1]).toHaveAttribute('aria-current', 'step');
    await expect(stepItems(list)[2]).toHaveAttribute('data-state', 'upcoming');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    steps: [
      { title: 'Content', subtitle: 'Website, video or article' },
      { title: 'Item' },
      { title: 'Platform' },
    ],
    current: 1,
  },
  play: async ({ canvas }) => {
    const items = stepItems(canvas.getByRole('list', { name: 'Steps' }));
    await expect(items[0]).toHaveTextContent('Step 1 of 3, completed: Content');
    await expect(items[1]).toHaveTextContent('Step 2 of 3, current: Item');
  },
};

export const LongFrenchText: Story = {
  args: {
    steps: [
      {
        title: 'Choisissez le type de contenu',
        subtitle: 'Site web, vidéo promotionnelle ou article d’expert',
      },
      { title: 'Sélectionnez l’élément à partager', subtitle: 'Parmi nos vidéos et nos articles' },
      {
        title: 'Choisissez la plateforme de partage',
        subtitle: 'Facebook, Messenger, courriel ou copie du lien',
      },
    ],
    current: 1,
  },
};
