import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { Button } from '../button';
import { callMessages } from '../video-call-view/call-messages.ts';
import { IncomingCallDialog, type IncomingCallDialogProps } from './incoming-call-dialog.tsx';
import { DECLINE_CLOSE_DELAY_MS } from './incoming-call-dialog.ts';

/** The app's side: the modal is open while the call rings, and closes when the dialog asks. */
function Ringing(args: IncomingCallDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Simuler un appel
      </Button>
      <IncomingCallDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Messaging/IncomingCallDialog',
  component: IncomingCallDialog,
  args: {
    open: true,
    callerName: 'Camille',
    callerAvatarSrc: pictures.camille,
    onOpenChange: fn(),
    onDecline: fn(),
    onMessage: fn(),
    onAccept: fn(),
  },
  render: (args) => <Ringing {...args} />,
} satisfies Meta<typeof IncomingCallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ringing: who calls, a with-video toggle (on), and the three answers; focus starts on Accept. */
export const Incoming: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Appel vidéo entrant' });
    await expect(dialog).toHaveAccessibleDescription('Camille vous appelle');
    await expect(dialog).toHaveAttribute('data-state-call', 'ringing');
    const accept = within(dialog).getByRole('button', { name: 'Accepter' });
    await waitFor(() => expect(accept).toHaveFocus());
    await expect(getComputedStyle(accept).outlineStyle).toBe('solid');
    await expect(within(dialog).getByRole('switch', { name: 'Avec vidéo' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Refuser' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Répondre par message' })).toBeVisible(),
    );
  },
};

/** Accept with the camera on. */
export const AcceptWithVideo: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith({ withVideo: true });
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Turn the video off, then accept: the call starts with the camera off. */
export const AcceptWithoutVideo: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const video = within(dialog).getByRole('switch', { name: 'Avec vidéo' });
    await userEvent.click(video);
    await expect(video).not.toBeChecked();
    await expect(dialog).toHaveAttribute('data-with-video', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith({ withVideo: false });
  },
};

/** Decline: the app posts it at once; the modal says 'Appel refusé' and closes 500 ms later. */
export const Decline: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    // Taken before the click: the close timer starts during it, so however slow the machine, no
    // less than the delay can pass between this moment and the close.
    const beforeDecline = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute('data-state-call', 'declined');
    await expect(within(dialog).getByText('Appel refusé')).toHaveAttribute('role', 'status');
    await expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
    await expect(Date.now() - beforeDecline).toBeGreaterThanOrEqual(DECLINE_CLOSE_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Reply by message: the call is declined and the app opens the conversation. */
export const ReplyByMessage: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Répondre par message' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** Escape declines; a click outside does nothing (a call is never dismissed by accident). */
export const EscapeDeclines: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('data-state-call', 'ringing');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** A caller's name longer than 20 characters is cut with an ellipsis; the full name is the tooltip. */
export const LongFrenchName: Story = {
  args: { callerName: 'Marie-Christine-Éléonore', callerAvatarSrc: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('Marie-Christine-Élé… vous appelle');
    const caller = dialog.querySelector('[data-slot="incoming-call-dialog-caller"]');
    await expect(caller).toHaveAttribute('title', 'Marie-Christine-Éléonore');
    // Nothing overflows the panel.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(dialog.scrollHeight).toBeLessThanOrEqual(dialog.clientHeight);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  // The declined state stays for the screenshot however slow the machine: closing 500 ms later is
  // the Decline story's business.
  args: { declineCloseDelayMs: 60_000 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    await expect(dialog).toHaveAccessibleDescription('Camille is calling you');
    await expect(within(dialog).getByRole('switch', { name: 'With video' })).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reply with a message' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(within(dialog).getByText('Call declined')).toHaveAttribute('role', 'status');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

function DidNotAnswer() {
  const intl = useIntl();
  return <p>{intl.formatMessage(callMessages.didNotAnswer, { name: 'Camille' })}</p>;
}

/** The text the app's info toast shows when the callee declines: '{x} n’a pas répondu à l’appel'. */
export const DidNotAnswerNotice: Story = {
  render: () => <DidNotAnswer />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Camille n’a pas répondu à l’appel')).toBeVisible();
  },
};

export const DidNotAnswerNoticeInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <DidNotAnswer />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Camille did not answer the call')).toBeVisible();
  },
};
