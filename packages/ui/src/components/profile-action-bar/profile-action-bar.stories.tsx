import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ProfileActionBar,
  useScrollPast,
  type ProfileActionBarProps,
} from './profile-action-bar.tsx';

function barOf(canvasElement: HTMLElement): HTMLElement {
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="profile-action-bar"]');
  if (!bar) throw new Error('no bar');
  return bar;
}

const meta = {
  title: 'Members/ProfileActionBar',
  component: ProfileActionBar,
  parameters: { layout: 'fullscreen' },
  args: {
    visible: true,
    onSendMessage: fn(),
    onSendFlower: fn(),
    hasConversation: false,
    admin: false,
    cantSendFlowerMessage: null,
    interactionsDisabled: false,
  },
} satisfies Meta<typeof ProfileActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No conversation yet: send a message or a flower. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Contacter ce membre' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer un message' }));
    await expect(args.onSendMessage).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer une fleur' }));
    await expect(args.onSendFlower).toHaveBeenCalledTimes(1);
    await expect(barOf(canvasElement)).toHaveAttribute('data-state', 'visible');
    await expect(barOf(canvasElement)).toHaveAttribute('data-flower', 'available');
  },
};

/** Before 200 px of scrolling the bar is not there for anyone. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(barOf(canvasElement)).not.toBeVisible();
    await expect(barOf(canvasElement)).toHaveAttribute('data-state', 'hidden');
  },
};

/** A conversation exists with the member: only the message button. */
export const WithAConversation: Story = {
  args: { hasConversation: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer un message' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Envoyer une fleur' })).toBeNull();
    await expect(barOf(canvasElement)).toHaveAttribute('data-flower', 'hidden');
  },
};

/** A support admin never gets a flower. */
export const AdminCounterpart: Story = {
  args: { admin: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Envoyer une fleur' })).toBeNull();
  },
};

/** No flower can be sent: the button is dimmed, stays focusable, and explains why in a tooltip. */
export const FlowerBlocked: Story = {
  args: { cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur aujourd’hui.' },
  play: async ({ args, canvas, canvasElement }) => {
    // The tooltip's code loads when no flower can be sent (the same button shows meanwhile): its
    // trigger is the button once Radix has set its state.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Envoyer une fleur' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    const flower = canvas.getByRole('button', { name: 'Envoyer une fleur' });
    await expect(flower).toHaveAttribute('aria-disabled', 'true');
    await expect(flower).toHaveAccessibleDescription(
      'Vous avez déjà envoyé une fleur aujourd’hui.',
    );
    await expect(barOf(canvasElement)).toHaveAttribute('data-flower', 'blocked');

    await userEvent.tab();
    await userEvent.tab();
    await expect(flower).toHaveFocus();
    await expect(getComputedStyle(flower).outlineStyle).toBe('solid');
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Vous avez déjà envoyé une fleur aujourd’hui.');

    await userEvent.click(flower);
    await expect(args.onSendFlower).not.toHaveBeenCalled();
  },
};

/** Own profile preview: the buttons show, but nothing can be done. */
export const OwnProfilePreview: Story = {
  args: { interactionsDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const message = canvas.getByRole('button', { name: 'Envoyer un message' });
    const flower = canvas.getByRole('button', { name: 'Envoyer une fleur' });
    await expect(message).toBeDisabled();
    await expect(flower).toBeDisabled();
    await userEvent.click(message, { pointerEventsCheck: 0 });
    await userEvent.click(flower, { pointerEventsCheck: 0 });
    await expect(args.onSendMessage).not.toHaveBeenCalled();
    await expect(args.onSendFlower).not.toHaveBeenCalled();
    await expect(barOf(canvasElement)).toHaveAttribute('data-interactions', 'disabled');
  },
};

function ScrollingProfile(args: ProfileActionBarProps) {
  const visible = useScrollPast();
  return (
    <div className="h-[2400px] p-6">
      <p className="font-display text-2xl">Camille, 34 ans</p>
      <ProfileActionBar {...args} visible={visible} />
    </div>
  );
}

/** Driven by `useScrollPast(200)`: the bar appears at 200 px of scrolling and goes away above. */
export const AppearsAfterScrolling: Story = {
  render: (args) => <ScrollingProfile {...args} />,
  play: async ({ canvas, canvasElement }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(barOf(canvasElement)).toHaveAttribute('data-state', 'hidden'));
    await expect(canvas.queryByRole('button', { name: 'Envoyer un message' })).toBeNull();
    window.scrollTo(0, 199);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(barOf(canvasElement)).toHaveAttribute('data-state', 'hidden');
    window.scrollTo(0, 200);
    await waitFor(() => expect(barOf(canvasElement)).toHaveAttribute('data-state', 'visible'));
    await expect(canvas.getByRole('button', { name: 'Envoyer un message' })).toBeVisible();
    window.scrollTo(0, 0);
    await waitFor(() => expect(barOf(canvasElement)).toHaveAttribute('data-state', 'hidden'));
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { cantSendFlowerMessage: 'You already sent a flower today.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Contact this member' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a flower' })).toHaveAccessibleDescription(
      'You already sent a flower today.',
    );
  },
};

/** French runs long: on a narrow bar the labels share the width. */
export const InlineOnANarrowScreen: Story = {
  args: { placement: 'inline' },
  decorators: [
    (Story) => (
      <div className="w-80 p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = barOf(canvasElement);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
