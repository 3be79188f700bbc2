import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Ellipsis, Flag } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  ActionMenu,
  actionMenuOnDemand,
  type ActionMenuProps,
  type LoadedActionMenuProps,
} from './action-menu.tsx';
import { ActionMenuRadix } from './action-menu-radix.tsx';

/** A loader the story answers itself: each call waits until the story resolves or rejects it. */
function controlledLoader() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = fn(
    () =>
      new Promise<ComponentType<LoadedActionMenuProps>>((resolve, reject) => {
        calls.push({
          resolve: () => {
            resolve(ActionMenuRadix);
          },
          reject: () => {
            reject(new Error('offline'));
          },
        });
      }),
  );
  return { load, calls };
}

interface StoryArgs {
  onBlock: () => void;
  onReport: () => void;
}

function menuProps(args: StoryArgs): ActionMenuProps {
  return {
    trigger: (
      <Button variant="outline" size="icon" aria-label="Plus d’actions pour Camille">
        <Ellipsis aria-hidden="true" />
      </Button>
    ),
    contentSlot: 'story-menu',
    items: [
      {
        id: 'block',
        variant: 'destructive',
        icon: <Ban aria-hidden="true" />,
        label: 'Bloquer',
        onSelect: args.onBlock,
      },
      {
        id: 'report',
        slot: 'story-menu-report',
        data: { 'data-kind': 'report' },
        separatorBefore: true,
        icon: <Flag aria-hidden="true" />,
        label: 'Signaler',
        onSelect: args.onReport,
      },
    ],
  };
}

/** A button that answers the story's loader without taking the focus from the menu's button. */
function LoaderButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button
      variant="outline"
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onPress}
    >
      {label}
    </Button>
  );
}

const meta: Meta<StoryArgs> = {
  title: 'Overlays/ActionMenu',
  parameters: { layout: 'centered' },
  args: { onBlock: fn(), onReport: fn() },
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The menu as pages use it: a menu button (`aria-haspopup="menu"`) whose press opens the menu, its
 * items in order with their separator, variant and slots; an item calls back, the menu closes and the
 * focus is back on the button.
 */
export const Default: Story = {
  render: (args) => <ActionMenu {...menuProps(args)} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('data-slot', 'story-menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Bloquer', 'Signaler']);
    await expect(items[0]).toHaveAttribute('data-variant', 'destructive');
    await expect(items[1]).toHaveAttribute('data-variant', 'default');
    await expect(items[1]).toHaveAttribute('data-slot', 'story-menu-report');
    await expect(items[1]).toHaveAttribute('data-kind', 'report');
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    // Not modal: the page around stays reachable (axe then checks the open menu too, below).
    await expect(
      canvas.getByRole('button', { name: 'Plus d’actions pour Camille' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(items[1] as HTMLElement);
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Plus d’actions pour Camille' })).toHaveFocus();
  },
};

/**
 * The code arrives after the press (a slow network): the button says the menu is coming
 * (`aria-expanded`), the menu opens once it is there; opened with Enter, the first item has the
 * focus; Escape closes it and gives the focus back; the next Enter opens it at once.
 */
export const LoadsWhenFirstPressed: Story = {
  render: function Render(args) {
    const [loader] = useState(controlledLoader);
    const [Menu] = useState(() => actionMenuOnDemand(loader.load));
    return (
      <div className="flex gap-3">
        <Menu {...menuProps(args)} />
        <LoaderButton
          label="Charger"
          onPress={() => {
            for (const call of loader.calls) call.resolve();
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const name = 'Plus d’actions pour Camille';
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Charger' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Bloquer' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};

/**
 * The code fails to load (offline): no menu, the button is back with the focus and says the menu is
 * closed; the next press asks again and opens it.
 */
export const FailedLoad: Story = {
  render: function Render(args) {
    const [loader] = useState(controlledLoader);
    const [Menu] = useState(() => actionMenuOnDemand(loader.load));
    return (
      <div className="flex gap-3">
        <Menu {...menuProps(args)} />
        <LoaderButton
          label="Échouer"
          onPress={() => {
            loader.calls.at(-1)?.reject();
          }}
        />
        <LoaderButton
          label="Charger"
          onPress={() => {
            loader.calls.at(-1)?.resolve();
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const name = 'Plus d’actions pour Camille';
    await userEvent.click(canvas.getByRole('button', { name }));
    await userEvent.click(canvas.getByRole('button', { name: 'Échouer' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
    await expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name }));
    await userEvent.click(canvas.getByRole('button', { name: 'Charger' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** A disabled button (one's own profile) opens nothing, by pointer or keyboard. */
export const Disabled: Story = {
  render: (args) => {
    const props = menuProps(args);
    return (
      <ActionMenu
        {...props}
        trigger={
          <Button variant="outline" size="icon" disabled aria-label="Plus d’actions pour Camille">
            <Ellipsis aria-hidden="true" />
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Plus d’actions pour Camille' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Left open: the story's accessibility check (axe) runs on the open menu and the page around it. */
export const Opened: Story = {
  render: (args) => <ActionMenu {...menuProps(args)} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Plus d’actions pour Camille' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};
