import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { sortQuery, type SortChoice } from './sort-panel.ts';
import { SortPanel, type SortPanelProps } from './sort-panel.tsx';

/** Opens the panel from a button and keeps the applied sort, as the search page does. */
function Harness(args: SortPanelProps) {
  const [open, setOpen] = useState(args.open);
  const [value, setValue] = useState<SortChoice>(args.value);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Trier
      </Button>
      <output data-testid="query">{sortQuery(value)}</output>
      <SortPanel
        {...args}
        open={open}
        value={value}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onApply={(choice) => {
          args.onApply(choice);
          setValue(choice);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Search/SortPanel',
  component: SortPanel,
  args: { open: false, value: 'proximity', onOpenChange: fn(), onApply: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof SortPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(
  canvas: { getByRole: typeof screen.getByRole },
  name = 'Trier les résultats',
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Trier' }));
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/** Three radio choices, the applied one checked. */
export const Choices: Story = {
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    const group = within(dialog).getByRole('radiogroup', { name: 'Trier les résultats' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'proximity',
      'values',
      'connection',
    ]);
    await expect(within(group).getByRole('radio', { name: 'Proximité' })).toBeChecked();
    await expect(
      within(group).getByRole('radio', { name: 'Valeurs en commun' }),
    ).toHaveAccessibleDescription('Les membres qui partagent le plus de valeurs avec vous d’abord');
    await expect(within(group).getByRole('radio', { name: 'Connexion' })).not.toBeChecked();
  },
};

/** Apply sends the choice and closes; the search query gets the '-' prefix. */
export const ApplyValues: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Valeurs en commun' }));
    await expect(dialog).toHaveAttribute('data-value', 'values');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith('values');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('query')).toHaveTextContent('-values');
  },
};

/** Cancel keeps the applied sort; the next opening starts from it again. */
export const CancelKeepsSort: Story = {
  args: { value: 'connection' },
  play: async ({ args, canvas }) => {
    let dialog = await openPanel(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Proximité' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onApply).not.toHaveBeenCalled();
    dialog = await openPanel(canvas);
    await expect(within(dialog).getByRole('radio', { name: 'Connexion' })).toBeChecked();
    await expect(canvas.getByTestId('query')).toHaveTextContent('-connection');
  },
};

/** Keyboard: arrows move between choices, Tab reaches Apply, Enter applies; focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Trier' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const proximity = within(dialog).getByRole('radio', { name: 'Proximité' });
    await waitFor(() => expect(proximity).toHaveFocus());
    // Radix checks the option focused while an arrow key is held: release it after each move.
    const values = within(dialog).getByRole('radio', { name: 'Valeurs en commun' });
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(values).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    const connection = within(dialog).getByRole('radio', { name: 'Connexion' });
    await waitFor(() => expect(connection).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(connection).toBeChecked();
    await expect(getComputedStyle(connection).outlineStyle).toBe('solid');
    const apply = within(dialog).getByRole('button', { name: 'Appliquer' });
    for (let step = 0; step < 4 && document.activeElement !== apply; step += 1) {
      await userEvent.tab();
    }
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('connection');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas, 'Sort the results');
    await expect(within(dialog).getByRole('radio', { name: 'Proximity' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Values in common' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Connection' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};
