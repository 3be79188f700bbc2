import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InboxTabs } from './inbox-tabs.tsx';
import { unseenSummary } from './inbox-tabs.ts';

const meta = {
  title: 'Messaging/InboxTabs',
  component: InboxTabs,
  args: {
    onValueChange: fn(),
    priority: <p>Vos conversations prioritaires.</p>,
    secondary: <p>Les conversations de votre boîte secondaire.</p>,
    unseen: unseenSummary([
      { seen: false, priority: 'priority', unseen_flower: false },
      { seen: false, priority: 'priority', unseen_flower: false },
      { seen: true, priority: 'priority', unseen_flower: true },
      { seen: false, priority: 'secondary', unseen_flower: true },
    ]),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InboxTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Priority and secondary tabs with their unseen counts; the secondary one flags a flower among its unseen
 * conversations (a seen flower does not count). Arrow keys move between tabs.
 */
export const WithCounts: Story = {
  play: async ({ args, canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Boîtes de réception' });
    await expect(tablist).toBeVisible();
    const priority = canvas.getByRole('tab', { name: 'Prioritaire 2 non lus' });
    const secondary = canvas.getByRole('tab', { name: 'Secondaire dont une fleur 1 non lu' });
    await expect(priority).toHaveAttribute('aria-selected', 'true');
    await expect(priority).toHaveAttribute('data-count', '2');
    await expect(priority).not.toHaveAttribute('data-flag');
    await expect(secondary).toHaveAttribute('data-flag', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Vos conversations prioritaires.');

    await userEvent.tab();
    await expect(priority).toHaveFocus();
    await expect(getComputedStyle(priority).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(secondary).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('secondary');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Les conversations de votre boîte secondaire.',
    );
  },
};

/** Nothing unseen: no badge, no flower. */
export const AllSeen: Story = {
  args: { unseen: unseenSummary([{ seen: true, priority: 'priority', unseen_flower: true }]) },
  play: async ({ canvas }) => {
    const priority = canvas.getByRole('tab', { name: 'Prioritaire' });
    await expect(priority).not.toHaveAttribute('data-count');
    await expect(priority).not.toHaveAttribute('data-flag');
    await expect(canvas.getByRole('tab', { name: 'Secondaire' })).not.toHaveAttribute('data-count');
  },
};

/** Controlled by the app, opened on the secondary inbox; a flower waits in the priority one. */
export const ControlledSecondary: Story = {
  args: {
    value: 'secondary',
    unseen: { priority: { count: 12, flower: true }, secondary: { count: 0, flower: false } },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Secondaire' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const priority = canvas.getByRole('tab', { name: 'Prioritaire dont une fleur 12 non lus' });
    await userEvent.click(priority);
    await expect(args.onValueChange).toHaveBeenCalledWith('priority');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Inboxes' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Priority 2 unread' })).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: 'Secondary including a flower 1 unread' }),
    ).toBeVisible();
  },
};

/** Large French counts in a narrow column (mobile). */
export const LongFrenchNarrow: Story = {
  args: {
    unseen: { priority: { count: 128, flower: true }, secondary: { count: 47, flower: true } },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tab', { name: 'Prioritaire dont une fleur 128 non lus' }),
    ).toHaveTextContent('99+');
    await expect(
      canvas.getByRole('tab', { name: 'Secondaire dont une fleur 47 non lus' }),
    ).toBeVisible();
  },
};
