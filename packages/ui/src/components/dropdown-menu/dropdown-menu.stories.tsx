import { Ban, Ellipsis, Flag, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const onShare = fn();
const onReport = fn();

/** The profile's ⋯ menu: items, a separator and a destructive item. */
export const ProfileActions: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Plus d’actions pour Camille">
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Camille, 34 ans</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onShare}>
            <Share2 aria-hidden="true" />
            Partager le profil
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onReport}>
            <Flag aria-hidden="true" />
            Signaler
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <Ban aria-hidden="true" />
          Bloquer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ args, canvas }) => {
    onShare.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Partager le profil',
      'Signaler',
      'Bloquer',
    ]);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Bloquer' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Signaler' })).toHaveAttribute(
      'data-variant',
      'default',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Partager le profil' }));
    await expect(onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Escape closes and focus returns. */
export const Keyboard: Story = {
  render: ProfileActions.render,
  play: async ({ canvas }) => {
    onReport.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const share = within(menu).getByRole('menuitem', { name: 'Partager le profil' });
    await waitFor(() => expect(share).toHaveFocus());
    await expect(getComputedStyle(share).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    const report = within(menu).getByRole('menuitem', { name: 'Signaler' });
    await expect(report).toHaveFocus();
    await expect(report).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onReport).not.toHaveBeenCalled();
  },
};

/**
 * The trap: a dialog opened from a menu item can leave `pointer-events: none` on the body and freeze
 * the page. Here the confirm dialog lives outside the menu and opens from the item's `onSelect`.
 * After it closes (confirmed, then cancelled with Escape), the body has no `pointer-events: none`,
 * a button outside can be clicked, and focus is back on the ⋯ trigger.
 */
export const MenuBlockConfirmDialog: Story = {
  name: 'Menu → Block → confirm dialog',
  render: function BlockFlow(args) {
    const triggerRef = useRef<HTMLButtonElement>(null);
    const [confirmOpen, setConfirmOpen] = useState(false);
    const [blocked, setBlocked] = useState(false);
    const [sent, setSent] = useState(0);
    return (
      <div className="flex flex-col items-center gap-4">
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setSent((count) => count + 1);
            }}
          >
            Envoyer un message
          </Button>
          <DropdownMenu {...args}>
            <DropdownMenuTrigger asChild>
              <Button
                ref={triggerRef}
                variant="outline"
                size="icon"
                aria-label="Plus d’actions pour Camille"
              >
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>
                <Share2 aria-hidden="true" />
                Partager le profil
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => {
                  setConfirmOpen(true);
                }}
              >
                <Ban aria-hidden="true" />
                {blocked ? 'Débloquer' : 'Bloquer'}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <p role="status">
          {blocked ? 'Camille est bloquée. ' : ''}Messages envoyés : {sent}
        </p>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          returnFocusRef={triggerRef}
          variant="danger"
          title={blocked ? 'Débloquer Camille ?' : 'Bloquer Camille ?'}
          message="Camille ne pourra plus vous écrire ni voir votre profil."
          confirmLabel={blocked ? 'Débloquer' : 'Bloquer'}
          onConfirm={async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            setBlocked((value) => !value);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    const outside = canvas.getByRole('button', { name: 'Envoyer un message' });

    // ⋯ → Bloquer → confirm.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquer Camille ?' });
    await expect(document.body.style.pointerEvents).toBe('none');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Camille est bloquée.');

    // The page is not frozen.
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await expect(document.body.style.pointerEvents).not.toBe('none');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Messages envoyés : 1');

    // Again by keyboard, cancelling with Escape.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const unblock = await screen.findByRole('menuitem', { name: 'Débloquer' });
    unblock.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Débloquer Camille ?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Messages envoyés : 2');
    await expect(canvas.getByRole('status')).toHaveTextContent('Camille est bloquée.');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="More actions for Camille">
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Share profile</DropdownMenuItem>
        <DropdownMenuItem>Report</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">Block</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Camille' }));
    await expect(await screen.findByRole('menuitem', { name: 'Block' })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A disabled item is skipped and cannot be chosen. */
export const DisabledItem: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Options de la conversation</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Déplacer dans la boîte prioritaire</DropdownMenuItem>
        <DropdownMenuItem disabled>Lancer un appel vidéo</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options de la conversation' }));
    const disabled = await screen.findByRole('menuitem', { name: 'Lancer un appel vidéo' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Long French items widen the menu up to the screen instead of being cut. */
export const LongFrenchText: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Déplacer dans la boîte de réception prioritaire</DropdownMenuItem>
        <DropdownMenuItem>Autoriser les appels vidéo avec ce membre</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          Signaler un comportement inapproprié
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
