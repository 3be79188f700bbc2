import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  VideoAuthorizationDisclosure,
  type VideoAuthorizationDisclosureProps,
} from './video-authorization-disclosure.tsx';

function disclosureOf(canvasElement: HTMLElement): HTMLDetailsElement {
  const disclosure = canvasElement.querySelector<HTMLDetailsElement>(
    '[data-slot="video-authorization-disclosure"]',
  );
  if (!disclosure) throw new Error('no disclosure');
  return disclosure;
}

function summaryOf(canvasElement: HTMLElement): HTMLElement {
  const summary = canvasElement.querySelector<HTMLElement>(
    '[data-slot="video-authorization-disclosure-summary"]',
  );
  if (!summary) throw new Error('no summary');
  return summary;
}

/**
 * Presses `key` as the member does. A `<summary>` is toggled by the browser on a trusted Enter or
 * Space only, and storybook/test's `userEvent` dispatches synthetic keys: in the story tests (Vitest's
 * browser mode) the key goes through Playwright's keyboard, as Storybook's own viewport helper reaches
 * it; in Storybook's UI, where there is none, the synthetic key is followed by the browser's part, a
 * click on the focused summary.
 */
async function press(key: '{Enter}' | ' ') {
  if ((globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) {
    const browser = await import('vitest/browser');
    await browser.userEvent.keyboard(key);
    return;
  }
  await userEvent.keyboard(key);
  if (
    document.activeElement instanceof HTMLElement &&
    document.activeElement.localName === 'summary'
  )
    document.activeElement.click();
}

/**
 * The app's side: the section's state and my switch in state (saved later, debounced), the other side
 * driven by a button; as the app does, the section opens when the other side's consent unlocks the call.
 */
function Conversation(args: VideoAuthorizationDisclosureProps) {
  const [open, setOpen] = useState(args.open);
  const [authorized, setAuthorized] = useState(args.authorized);
  const [otherAuthorized, setOtherAuthorized] = useState(args.otherAuthorized);
  return (
    <div className="flex flex-col gap-6">
      <VideoAuthorizationDisclosure
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
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
          if (!otherAuthorized) setOpen(true);
        }}
      >
        Camille change son autorisation
      </Button>
    </div>
  );
}

const meta = {
  title: 'Messaging/VideoAuthorizationDisclosure',
  component: VideoAuthorizationDisclosure,
  args: {
    open: false,
    onOpenChange: fn(),
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
} satisfies Meta<typeof VideoAuthorizationDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded, as a conversation opens: one line, 'Appel vidéo', the switch hidden inside. */
export const Folded: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const disclosure = disclosureOf(canvasElement);
    await expect(disclosure.open).toBe(false);
    await expect(disclosure).toHaveAttribute('data-state', 'closed');
    await expect(summaryOf(canvasElement)).toHaveTextContent('Appel vidéo');
    await expect(
      canvas.getByRole('switch', { name: 'Autoriser les appels vidéo', hidden: true }),
    ).not.toBeVisible();
    // The native marker is hidden: the chevron stands for it.
    await expect(getComputedStyle(summaryOf(canvasElement)).display).toBe('flex');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * With the keyboard: Tab reaches the title (outlined), Enter unfolds it, Tab reaches the switch and
 * Space turns it on; back on the title, Space folds it again.
 */
export const OpenedByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const disclosure = disclosureOf(canvasElement);
    const summary = summaryOf(canvasElement);
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).outlineStyle).toBe('solid');

    await press('{Enter}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    await expect(disclosure.open).toBe(true);
    await expect(disclosure).toHaveAttribute('data-state', 'open');
    const toggle = canvas.getByRole('switch', { name: 'Autoriser les appels vidéo' });
    await expect(toggle).toBeVisible();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();

    await userEvent.tab({ shift: true });
    await expect(summary).toHaveFocus();
    await press(' ');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await expect(disclosure.open).toBe(false);
    await expect(toggle).not.toBeVisible();

    // Unfolded again for the picture: the section open, the switch on, waiting for Camille.
    await press('{Enter}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(true));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(canvas.getByText(/Camille n’a pas encore autorisé/)).toBeVisible();
  },
};

/**
 * My consent is on and Camille's arrives: the app unfolds the section, which says the call is unlocked
 * and shows the call button. Opening it from above is not reported as the member's toggle.
 */
export const OpenedWithCallUnlocked: Story = {
  args: { authorized: true },
  play: async ({ args, canvas, canvasElement }) => {
    const disclosure = disclosureOf(canvasElement);
    await expect(disclosure.open).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Camille change son autorisation' }));
    await expect(disclosure.open).toBe(true);
    await expect(
      canvasElement.querySelector('[data-slot="video-authorization-status"]'),
    ).toHaveTextContent('Appel vidéo débloqué ! Camille a aussi autorisé les appels.');
    const call = canvas.getByRole('button', { name: 'Appeler Camille' });
    await expect(call).toBeVisible();
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A click on the title unfolds it too. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(summaryOf(canvasElement)).toHaveTextContent('Video call');
    await userEvent.click(summaryOf(canvasElement));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('switch', { name: 'Allow video calls' })).toBeVisible();
  },
};

/** No section at all with the support. */
export const Admin: Story = {
  args: { otherIsAdmin: true, authorized: true, otherAuthorized: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="video-authorization-disclosure"]'),
    ).toBeNull();
    await expect(canvas.queryByRole('switch', { hidden: true })).toBeNull();
  },
};
