import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BlockDialog } from '../block-dialog';
import { Button } from '../button';
import { ReportDialog } from '../report-dialog';
import { ProfileMenu } from './profile-menu.tsx';

const meta = {
  title: 'Members/ProfileMenu',
  component: ProfileMenu,
  args: {
    onShare: fn(),
    onBlock: fn(),
    onReport: fn(),
    blocked: false,
    firstName: 'Camille',
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Share, block, report; each item calls back and the menu closes with focus on the trigger. */
export const Items: Story = {
  play: async ({ args, canvas }) => {
    // Found again each time: the first press swaps the button for the menu's own (its code loads then).
    const trigger = () => canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Partager le profil', 'Bloquer', 'Signaler']);
    await expect(within(menu).getByRole('menuitem', { name: 'Bloquer' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Partager le profil' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};

/** A blocked member: the item offers unblock, and the profile is not shared. */
export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Plus d’actions pour Camille' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Débloquer', 'Signaler']);
    const unblock = await screen.findByRole('menuitem', { name: 'Débloquer' });
    await expect(unblock).toHaveAttribute('data-variant', 'default');
    await userEvent.click(unblock);
    await expect(args.onBlock).toHaveBeenCalledTimes(1);
  },
};

/** Disabled (one's own profile): the trigger cannot open the menu. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/**
 * The trap (STYLE.md, shadcn #1859): ⋯ → Bloquer → confirm. The dialogs live outside the menu and
 * open from its callbacks; after confirming, and after reporting then cancelling, the body has no
 * `pointer-events: none`, a button outside can be clicked, and focus is back on the ⋯ trigger.
 */
export const MenuBlockConfirm: Story = {
  name: '⋯ → Block → confirm keeps the page usable',
  render: function Flow(args) {
    const triggerRef = useRef<HTMLButtonElement>(null);
    const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
    const [blocked, setBlocked] = useState(false);
    const [clicks, setClicks] = useState(0);
    return (
      <div className="flex flex-col items-center gap-4">
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setClicks((count) => count + 1);
            }}
          >
            Ajouter aux favoris
          </Button>
          <ProfileMenu
            {...args}
            blocked={blocked}
            triggerRef={triggerRef}
            onBlock={() => {
              setDialog('block');
            }}
            onReport={() => {
              setDialog('report');
            }}
          />
        </div>
        <p role="status">
          {blocked ? 'Camille est bloquée. ' : ''}Clics : {clicks}
        </p>
        <BlockDialog
          open={dialog === 'block'}
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          firstName="Camille"
          mode={blocked ? 'unblock' : 'block'}
          returnFocusRef={triggerRef}
          onConfirm={async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            setBlocked((value) => !value);
          }}
        />
        <ReportDialog
          open={dialog === 'report'}
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          firstName="Camille"
          returnFocusRef={triggerRef}
          onSubmit={fn()}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    // Found again each time: the first press swaps the button for the menu's own (its code loads then).
    const trigger = () => canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    const outside = canvas.getByRole('button', { name: 'Ajouter aux favoris' });

    // ⋯ → Bloquer → confirm.
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquer Camille ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Camille est bloquée.');

    // The page is not frozen.
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await expect(document.body.style.pointerEvents).not.toBe('none');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Clics : 1');

    // ⋯ → Signaler → Escape, by keyboard.
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const report = await screen.findByRole('menuitem', { name: 'Signaler' });
    report.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Signaler Camille' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await waitFor(() => expect(trigger()).toHaveFocus());
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Clics : 2');

    // The menu now offers unblock.
    await userEvent.click(trigger());
    await expect(await screen.findByRole('menuitem', { name: 'Débloquer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { firstName: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share profile', 'Block', 'Report']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
