import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption } from '../../stories/native-select.ts';
import { CardForm, type CardFormProps } from './card-form.tsx';

const meta = {
  title: 'Inputs/CardForm',
  component: CardForm,
  args: { onSubmit: fn(), currentYear: 2025 },
  decorators: [
    (Story) => (
      <div className="w-[30rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field is required; the button stays disabled until the card is complete. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Ajouter la carte' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('radiogroup', { name: 'Type de carte' })).toBeRequired();
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa' }));
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await expect(number).toBeRequired();
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await chooseOption(canvas.getByRole('combobox', { name: 'Mois d’expiration' }), '09');
    await chooseOption(canvas.getByRole('combobox', { name: 'Année d’expiration' }), '2027');
    await expect(submit).toBeDisabled();
    const cvv = canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' });
    await expect(cvv).toHaveAccessibleDescription('Les 3 chiffres au dos de la carte.');
    await userEvent.type(cvv, '12');
    await expect(submit).toBeDisabled();
    await userEvent.type(cvv, '3');
    await expect(submit).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="card-form"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      card_type: 'VISA',
      card_number: '4242424242424242',
      card_cvv: '123',
      card_expiry_month: '09',
      card_expiry_year: 2027,
    });
  },
};

/** Letters and symbols are dropped; the number stops at 19 digits, spaced in fours. */
export const NumberDigitsOnly: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await userEvent.type(number, '4111-abc 1111');
    await expect(number).toHaveValue('4111 1111');
    await userEvent.type(number, '1'.repeat(15));
    await expect(number).toHaveValue('4111 1111 1111 1111 111');
  },
};

/** American Express: spaced 4-6-5, 15 digits at most, and a 4-digit CVV. */
export const AmericanExpress: Story = {
  args: { defaultValue: { card_expiry_month: '12', card_expiry_year: 2030 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'American Express' }));
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await userEvent.type(number, '3782822463100059');
    await expect(number).toHaveValue('3782 822463 10005');
    const cvv = canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' });
    await expect(cvv).toHaveAccessibleDescription('Les 4 chiffres au recto de la carte.');
    await userEvent.type(cvv, '123');
    const submit = canvas.getByRole('button', { name: 'Ajouter la carte' });
    await expect(submit).toBeDisabled();
    await userEvent.type(cvv, '45');
    await expect(cvv).toHaveValue('1234');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        card_type: 'AMEX',
        card_number: '378282246310005',
        card_cvv: '1234',
      }),
    );
  },
};

/** Switching from Amex to Visa keeps 3 of the 4 CVV digits. */
export const TypeChangeTrimsCvv: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'American Express' }));
    const cvv = canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' });
    await userEvent.type(cvv, '1234');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mastercard' }));
    await expect(cvv).toHaveValue('123');
  },
};

/**
 * Expiry: months 01 to 12, years from the current year to 10 years later (after a placeholder); both
 * lists are reached with Tab and show their focus.
 */
export const ExpiryChoices: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Visa' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus();
    await userEvent.tab();
    const month = canvas.getByRole('combobox', { name: 'Mois d’expiration' });
    await expect(month).toHaveFocus();
    await expect(getComputedStyle(month).outlineStyle).toBe('solid');
    await expect(month).toHaveDisplayValue('Choisir…');
    const [monthPlaceholder, ...months] = within(month).getAllByRole('option');
    await expect(monthPlaceholder).toBeDisabled();
    await expect(months).toHaveLength(12);
    await expect(months[0]).toHaveTextContent('01');
    await expect(months.at(-1)).toHaveTextContent('12');
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: 'Année d’expiration' });
    await expect(year).toHaveFocus();
    await expect(getComputedStyle(year).outlineStyle).toBe('solid');
    await expect(year).toHaveDisplayValue('Choisir…');
    const [yearPlaceholder, ...years] = within(year).getAllByRole('option');
    await expect(yearPlaceholder).toBeDisabled();
    await expect(years).toHaveLength(11);
    await expect(years[0]).toHaveTextContent('2025');
    await expect(years.at(-1)).toHaveTextContent('2035');
  },
};

/** A short number or CVV is flagged once the field is left. */
export const IncompleteFieldsFlagged: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Visa' }));
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await userEvent.type(number, '4242');
    await userEvent.tab();
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription(
      'Entrez un numéro de carte de 13 à 19 chiffres.',
    );
    const cvv = canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' });
    await userEvent.type(cvv, '1');
    await userEvent.tab();
    await expect(canvas.getByText('Le code de sécurité compte 3 chiffres.')).toBeVisible();
  },
};

function ServerErrors(args: CardFormProps) {
  const [errors, setErrors] = useState<CardFormProps['errors']>({
    card_number: ['La carte a été refusée.', 'Le numéro est invalide.'],
    card_expiry_year: ['La carte est expirée.'],
  });
  return (
    <CardForm
      {...args}
      errors={errors}
      onErrorClear={(field) => {
        setErrors((current) => ({ ...current, [field]: undefined }));
        args.onErrorClear?.(field);
      }}
    />
  );
}

/** Server 422 errors show per field (first message only) and clear when that field is edited. */
export const ServerErrorsClearedOnEdit: Story = {
  args: { onErrorClear: fn(), defaultValue: { card_type: 'VISA' } },
  render: (args) => <ServerErrors {...args} />,
  play: async ({ args, canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Numéro de carte' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('La carte a été refusée.');
    await expect(canvas.queryByText('Le numéro est invalide.')).not.toBeInTheDocument();
    await expect(canvas.getByText('La carte est expirée.')).toBeVisible();
    await userEvent.type(number, '4');
    await expect(args.onErrorClear).toHaveBeenCalledWith('card_number');
    await waitFor(() => expect(canvas.queryByText('La carte a été refusée.')).toBeNull());
    await expect(canvas.getByText('La carte est expirée.')).toBeVisible();
    await chooseOption(canvas.getByRole('combobox', { name: 'Année d’expiration' }), '2026');
    await expect(args.onErrorClear).toHaveBeenCalledWith('card_expiry_year');
    await waitFor(() => expect(canvas.queryByText('La carte est expirée.')).toBeNull());
  },
};

/** The full number appears nowhere but in its own input: no attribute, no other text. */
export const NumberNeverEchoed: Story = {
  args: { defaultValue: { card_type: 'VISA', card_expiry_month: '01', card_expiry_year: 2026 } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Numéro de carte' }),
      '4000056655665556',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' }), '321');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter la carte' }));
    await expect(canvasElement.textContent).not.toMatch(/4000|5556/);
    const attributes = Array.from(canvasElement.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'value')
        .map((attribute) => attribute.value),
    );
    await expect(attributes.join(' ')).not.toMatch(/4000|5556/);
  },
};

/** Sending: the fields and the button are locked and the spinner announced. */
export const Submitting: Story = {
  args: { submitting: true, defaultValue: { card_type: 'MASTERCARD' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Ajouter la carte/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Card type' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Security code (CVV)' }),
    ).toHaveAccessibleDescription('The 3 digits on the back of the card.');
    const month = canvas.getByRole('combobox', { name: 'Expiry month' });
    await expect(month).toBeVisible();
    await expect(month).toHaveDisplayValue('Choose…');
    await expect(canvas.getByRole('button', { name: 'Add card' })).toBeDisabled();
  },
};

/** Long French texts in a narrow column: the type cards and the expiry row stack. */
export const LongFrenchText: Story = {
  args: { submitLabel: 'Enregistrer cette carte pour mes prochains paiements' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Enregistrer cette carte pour mes prochains paiements' }),
    ).toBeDisabled();
  },
};

/**
 * Keyboard: arrows choose the type, Tab moves through the fields (the expiry selects show their
 * focus and keep their value), Enter sends.
 */
export const Keyboard: Story = {
  args: { defaultValue: { card_expiry_month: '05', card_expiry_year: 2028 } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const visa = canvas.getByRole('radio', { name: 'Visa' });
    await expect(visa).toHaveFocus();
    await expect(getComputedStyle(visa).outlineStyle).toBe('solid');
    // Radix checks the option focused while an arrow key is held: release it after the move.
    await userEvent.keyboard('{ArrowRight>}');
    const mastercard = canvas.getByRole('radio', { name: 'Mastercard' });
    await waitFor(() => expect(mastercard).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(mastercard).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Numéro de carte' })).toHaveFocus();
    await userEvent.keyboard('5555555555554444');
    await userEvent.tab();
    const month = canvas.getByRole('combobox', { name: 'Mois d’expiration' });
    await expect(month).toHaveFocus();
    await expect(getComputedStyle(month).outlineStyle).toBe('solid');
    await expect(month).toHaveDisplayValue('05');
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: 'Année d’expiration' });
    await expect(year).toHaveFocus();
    await expect(getComputedStyle(year).outlineStyle).toBe('solid');
    await chooseOption(year, '2029');
    await expect(year).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Code de sécurité (CVV)' })).toHaveFocus();
    await userEvent.keyboard('999{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        card_type: 'MASTERCARD',
        card_number: '5555555555554444',
        card_expiry_month: '05',
        card_expiry_year: 2029,
      }),
    );
  },
};
