import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { RegisterPromptDialog, type RegisterPromptDialogProps } from '../register-prompt-dialog';
import { lazyDialog } from './lazy-dialog.tsx';

/** A loader the story answers itself: each call waits until the story resolves or rejects it. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = fn(
    () =>
      new Promise<ComponentType<RegisterPromptDialogProps>>((resolve, reject) => {
        calls.push({
          resolve: () => {
            resolve(RegisterPromptDialog);
          },
          reject: () => {
            reject(new Error('offline'));
          },
        });
      }),
  );
  return { load, calls };
}

function Page({
  Prompt,
  onOpenChange,
}: {
  Prompt: ComponentType<RegisterPromptDialogProps>;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Envoyer un message
      </Button>
      <Prompt
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        firstName="Camille"
        registerHref="/onboarding"
      />
    </>
  );
}

interface StoryArgs {
  onOpenChange: (open: boolean) => void;
}

const meta: Meta<StoryArgs> = {
  title: 'Overlays/lazyDialog',
  parameters: { layout: 'centered' },
  args: { onOpenChange: fn() },
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog's code loads when it first opens (or once the page is idle): nothing of it before, the
 * dialog once it is there; closed, the focus back on the button that opened it; opened again at once.
 */
export const LoadsWhenFirstOpened: Story = {
  render: function Render() {
    const [loader] = useState(controlledLoader);
    const [Prompt] = useState(() => lazyDialog(loader.load));
    return (
      <div>
        <Page Prompt={Prompt} />
        <Button
          variant="outline"
          // The focus stays where it was, as it does while the code arrives.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
          onClick={() => {
            for (const call of loader.calls) call.resolve();
          }}
        >
          Charger
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Envoyer un message' });
    await userEvent.click(opener);
    // Asked for (at once, or earlier when the page was idle), nothing shown until it is there.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Charger' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/Camille/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog')).toHaveAccessibleName(/Camille/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Its code fails to load (offline): nothing opens and the page hears it closed; the next opening asks again. */
export const FailedLoad: Story = {
  render: function Render(args) {
    const [loader] = useState(controlledLoader);
    const [Prompt] = useState(() => lazyDialog(loader.load));
    return (
      <div>
        <Page Prompt={Prompt} onOpenChange={args.onOpenChange} />
        <Button
          variant="outline"
          onClick={() => {
            loader.calls.at(-1)?.reject();
          }}
        >
          Échouer
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            loader.calls.at(-1)?.resolve();
          }}
        >
          Charger
        </Button>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer un message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Échouer' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer un message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Charger' }));
    await expect(await screen.findByRole('dialog')).toHaveAccessibleName(/Camille/);
    await userEvent.keyboard('{Escape}');
  },
};
