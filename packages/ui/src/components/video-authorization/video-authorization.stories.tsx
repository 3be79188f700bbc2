import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { VideoAuthorization, type VideoAuthorizationProps } from './video-authorization.tsx';

function rootOf(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="video-authorization"]');
}

function statusOf(canvasElement: HTMLElement): HTMLElement {
  const status = canvasElement.querySelector<HTMLElement>(
    '[data-slot="video-authorization-status"]',
  );
  if (!status) throw new Error('no status');
  return status;
}

/** The app's side: my switch in state (saved later, debounced), the other side driven by a button. */
function Conversation(args: VideoAuthorizationProps) {
  const [authorized, setAuthorized] = useState(args.authorized);
  const [otherAuthorized, setOtherAuthorized] = useState(args.otherAuthorized);
  return (
    <div className="flex flex-col gap-6">
      <VideoAuthorization
        {...args}
        authorized={authorized}
        otherAuthorized={otherAuthorized}
        onChange={(next) => {
          setAuthorized(next);
          args.onChange(next);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => {
          setOtherAuthorized((value) => !value);
        }}
      >
        Camille change son autorisation
      </Button>
    </div>
  );
}

const meta = {
  title: 'Messaging/VideoAuthorization',
  component: VideoAuthorization,
  args: {
    authorized: false,
    otherAuthorized: false,
    otherName: 'Camille',
    onChange: fn(),
    onCall: fn(),
  },
  render: (args) => <Conversation {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoAuthorization>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody authorised: the switch, no call button, nothing pending. Turning it on reports the change. */
export const NobodyAuthorised: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('switch', { name: 'Autoriser les appels vidéo' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Un appel n’est possible que si vous l’autorisez tous les deux.',
    );
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'none');
    await expect(canvas.queryByRole('button', { name: /^Appeler/ })).toBeNull();
    await expect(statusOf(canvasElement)).toBeEmptyDOMElement();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Only I authorised: 'pending authorization', no call button. */
export const WaitingForTheOther: Story = {
  args: { authorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'waiting-other');
    await expect(rootOf(canvasElement)).toHaveAttribute('data-pending', 'true');
    await expect(statusOf(canvasElement)).toHaveTextContent(
      'Autorisation en attente : Camille n’a pas encore autorisé les appels vidéo.',
    );
    await expect(canvas.queryByRole('button', { name: /^Appeler/ })).toBeNull();
  },
};

/** Only the other side authorised: pending, waiting for me. */
export const WaitingForMe: Story = {
  args: { otherAuthorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'waiting-me');
    await expect(statusOf(canvasElement)).toHaveTextContent(
      'Autorisation en attente : Camille a autorisé les appels vidéo, il ne manque que votre accord.',
    );
    await expect(canvas.queryByRole('button', { name: /^Appeler/ })).toBeNull();
  },
};

/** Both authorised: the call button, and no 'pending'. */
export const BothAuthorised: Story = {
  args: { authorized: true, otherAuthorized: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'both');
    await expect(rootOf(canvasElement)).not.toHaveAttribute('data-pending');
    await expect(statusOf(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Appeler Camille' }));
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};

/**
 * The other side authorises while mine is on: the call unlocks, a hint says so (politely announced), and the
 * call button appears. When they withdraw, it is pending again.
 */
export const CallUnlocked: Story = {
  args: { authorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Appeler Camille' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Camille change son autorisation' }));
    const status = statusOf(canvasElement);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent(
      'Appel vidéo débloqué ! Camille a aussi autorisé les appels.',
    );
    await expect(rootOf(canvasElement)).toHaveAttribute('data-unlocked', 'true');
    await expect(canvas.getByRole('button', { name: 'Appeler Camille' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Camille change son autorisation' }));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'waiting-other');
    await expect(status).toHaveTextContent('Autorisation en attente');
    await expect(canvas.queryByRole('button', { name: 'Appeler Camille' })).toBeNull();
  },
};

/** When I am the one completing the pair, the call button shows without the 'unlocked' hint. */
export const IAuthoriseLast: Story = {
  args: { otherAuthorized: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Autoriser les appels vidéo' }));
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'both');
    await expect(rootOf(canvasElement)).not.toHaveAttribute('data-unlocked');
    await expect(statusOf(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Appeler Camille' })).toBeVisible();
  },
};

/** The save is in flight: the switch says so and refuses another change meanwhile. */
export const Saving: Story = {
  args: { authorized: true, pending: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Autoriser les appels vidéo' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

/** No call controls for the support. */
export const Admin: Story = {
  args: { otherIsAdmin: true, authorized: true, otherAuthorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(rootOf(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** The call button shows at most 20 characters of a long French first name. */
export const LongFrenchName: Story = {
  args: { otherName: 'Marie-Christine-Éléonore', authorized: true, otherAuthorized: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Appeler Marie-Christine-Élé…' }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { authorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'Allow video calls' })).toBeChecked();
    await expect(statusOf(canvasElement)).toHaveTextContent(
      'Authorization pending: Camille has not allowed video calls yet.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Camille change son autorisation' }));
    await expect(statusOf(canvasElement)).toHaveTextContent(
      'Video call unlocked! Camille allowed calls too.',
    );
    await expect(canvas.getByRole('button', { name: 'Call Camille' })).toBeVisible();
  },
};
