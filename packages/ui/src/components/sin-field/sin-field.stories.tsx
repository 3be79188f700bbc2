import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SinField } from './sin-field.tsx';

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const meta = {
  title: 'Ambassador/SinField',
  component: SinField,
  args: {
    value: '*** *** 286',
    required: true,
    onSave: fn(async () => {
      await wait(150);
    }),
    onModeChange: fn(),
    onErrorClear: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SinField>;

export default meta;
type Story = StoryObj<typeof meta>;

function fieldOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="sin-field"]');
  if (!node) throw new Error('no SIN field');
  return node;
}

/** A SIN on file shows masked, with its last three digits only, and an update button. */
export const Masked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked');
    await expect(canvas.getByText('*** *** 286')).toBeVisible();
    await expect(canvas.getByText('NAS se terminant par 2 8 6')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const update = canvas.getByRole('button', { name: 'Mettre à jour' });
    await expect(update).toHaveAccessibleDescription('NAS se terminant par 2 8 6');
    await expect(
      canvas.getByText(
        'Requis dès que vos gains dépassent 500 $ dans une année civile. Il est conservé chiffré et n’est jamais affiché en entier.',
        { normalizer: (text) => text.replace(/\s+/g, ' ') },
      ),
    ).toBeVisible();
  },
};

/** A save that stays pending until the play function releases it. */
let releaseSave: () => void = () => undefined;
const gatedSave = fn(
  () =>
    new Promise<void>((resolve) => {
      releaseSave = resolve;
    }),
);

/**
 * Update makes it editable (focus in the field); a valid SIN is saved (digits only), the field is
 * masked again with the new last digits, the save is announced and focus returns to update.
 */
export const UpdateAndSave: Story = {
  args: { onSave: gatedSave },
  play: async ({ args, canvas, canvasElement }) => {
    gatedSave.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('editing');
    const input = canvas.getByRole('textbox', { name: 'Numéro d’assurance sociale (NAS)' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
    await userEvent.type(input, '130 692 544');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le NAS' }));
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'saving');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Enregistrer le NAS/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onSave).toHaveBeenCalledWith('130692544');
    releaseSave();
    await waitFor(() => expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked'));
    await expect(canvas.getByText('*** *** 544')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('NAS enregistré.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mettre à jour' })).toHaveFocus(),
    );
  },
};

/** A SIN required and none on file: the field starts editable, with nothing to cancel to. */
export const RequiredButAbsent: Story = {
  args: { value: null },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'editing');
    const input = canvas.getByRole('textbox', { name: 'Numéro d’assurance sociale (NAS)' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Annuler' })).toBeNull();
    await userEvent.type(input, '046-454-286');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le NAS' }));
    await expect(args.onSave).toHaveBeenCalledWith('046454286');
    await waitFor(() => expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked'));
    await expect(canvas.getByText('*** *** 286')).toBeVisible();
  },
};

/** No SIN required and none on file: 'Aucun NAS au dossier' and an add button. */
export const NotRequiredNone: Story = {
  args: { value: null, required: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked');
    await expect(canvas.getByText('Aucun NAS au dossier')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter' }));
    await expect(canvas.getByRole('textbox')).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.getByText('Aucun NAS au dossier')).toBeVisible();
  },
};

/** 9 digits with the Luhn check: empty, 8 digits and a wrong check digit are refused, nothing saved. */
export const Validation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    const input = canvas.getByRole('textbox', { name: 'Numéro d’assurance sociale (NAS)' });
    const save = canvas.getByRole('button', { name: 'Enregistrer le NAS' });
    await userEvent.click(save);
    await expect(input).toHaveAccessibleDescription(/Entrez votre NAS\.$/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '046 454 28');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await expect(canvas.getByText('Le NAS doit contenir 9 chiffres.')).toBeVisible();
    await userEvent.type(input, '7');
    await userEvent.click(save);
    await expect(canvas.getByText('Ce NAS n’est pas valide. Vérifiez les chiffres.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    // One digit corrected: the Luhn check passes.
    await userEvent.clear(input);
    await userEvent.type(input, '046454286');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('046454286');
  },
};

/** Cancel drops the draft, masks the SIN again and returns focus to update. */
export const Cancel: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await userEvent.type(canvas.getByRole('textbox'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked');
    await expect(canvas.getByText('*** *** 286')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mettre à jour' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the field editable with what was typed, and focus in it. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      await wait(50);
      throw new Error('Réseau indisponible');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '130692544');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le NAS' }));
    await waitFor(() => expect(input).toBeEnabled());
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(input).toHaveValue('130692544');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** The server's 422 message shows under the field and is cleared on the first edit. */
export const ServerError: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string[] | undefined>([
      'Ce NAS est déjà associé à un autre compte.',
      'Second message',
    ]);
    return (
      <SinField
        {...args}
        value={null}
        error={error}
        onErrorClear={() => {
          args.onErrorClear?.();
          setError(undefined);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/Ce NAS est déjà associé à un autre compte\.$/);
    await expect(canvas.queryByText('Second message')).toBeNull();
    await userEvent.type(input, '1');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Ce NAS est déjà associé à un autre compte.')).toBeNull();
  },
};

const submitted = fn();

/** Inside the settings form, Enter saves the SIN alone and does not submit the form. */
export const EnterInsideAForm: Story = {
  render: (args) => (
    <form
      aria-label="Paramètres"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <SinField {...args} />
    </form>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await userEvent.type(canvas.getByRole('textbox'), '130 692 544{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('130692544');
    await waitFor(() => expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'masked'));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to update, Enter, type, Enter saves. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const update = canvas.getByRole('button', { name: 'Mettre à jour' });
    await expect(update).toHaveFocus();
    await expect(getComputedStyle(update).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('046454286{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('046454286');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SIN ending in 2 8 6')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Social insurance number (SIN)' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the SIN' }));
    await expect(canvas.getByText('Enter your SIN.')).toBeVisible();
  },
};

/** Long French texts in a 415 px column: the buttons wrap under the field. */
export const Narrow: Story = {
  args: { value: null, tone: 'framed' },
  decorators: [
    (Story) => (
      <div className="w-[415px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const field = fieldOf(canvasElement);
    await expect(field).toHaveAttribute('data-variant', 'framed');
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth + 1);
  },
};
