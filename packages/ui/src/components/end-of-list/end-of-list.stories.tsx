import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EndOfList } from './end-of-list';

const meta = {
  title: 'Search/EndOfList',
  component: EndOfList,
  args: { onOpenFilters: fn() },
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EndOfList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end of the list: a notice and a button that reopens the filters. */
export const EndReached: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vous avez vu tous les profils' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Modifiez vos filtres pour découvrir d’autres membres.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier mes filtres' }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
  },
};

/** No member matches at all. */
export const NoResults: Story = {
  args: { empty: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aucun profil ne correspond à vos filtres' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="end-of-list"]')).toHaveAttribute(
      'data-empty',
      'true',
    );
  },
};

/** Keyboard: the button is reachable with a visible focus. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Modifier mes filtres' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'You have seen every profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change my filters' })).toBeVisible();
  },
};

/** French runs longer: the app's own long title and text wrap. */
export const LongFrenchText: Story = {
  args: {
    title:
      'Vous avez découvert tous les profils qui correspondent à vos critères de recherche actuels',
    description:
      'De nouveaux membres s’inscrivent chaque jour. Revenez bientôt, ou élargissez la distance, la tranche d’âge et vos autres filtres pour faire de nouvelles rencontres.',
  },
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot="end-of-list"]');
    await expect(notice?.scrollWidth).toBeLessThanOrEqual((notice?.clientWidth ?? 0) + 1);
  },
};
