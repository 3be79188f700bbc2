import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field';
import { PhoneForm, PhoneInput, type PhoneFormField, type PhoneFormProps } from './phone-input.tsx';

const meta = {
  title: 'Inputs/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Numéro de téléphone">
      <PhoneInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Formatted as typed; the E.164 form is reported once the number is valid. */
export const FormattedAsTyped: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '5145551234');
    await expect(input).toHaveValue('(514) 555-1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(514) 555-1234', {
      valid: true,
      e164: '+15145551234',
      country: 'CA',
    });
    await expect(canvasElement.querySelector('[data-slot="phone-input"]')).toHaveAttribute(
      'data-valid',
      'true',
    );
  },
};

/** Letters are dropped and Backspace deletes digits, never stuck on a ')' or '-'. */
export const DigitsOnlyAndBackspace: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await userEvent.type(input, '514a');
    await expect(input).toHaveValue('(514)');
    await userEvent.type(input, 'bc555');
    await expect(input).toHaveValue('(514) 555');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(514)');
    // Backspace on the ')' removes the 4 before it.
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('51');
  },
};

/** An incomplete or unknown number is flagged once the field is left, and read with the input. */
export const InvalidOnBlur: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await userEvent.type(input, '5555551234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '(555) 555-1234',
      expect.objectContaining({ valid: false, e164: null }),
    );
    await expect(input).not.toBeInvalid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Entrez un numéro de téléphone valide, par exemple (514) 555-1234.',
    );
    await expect(canvasElement.querySelector('[data-slot="phone-input"]')).toHaveAttribute(
      'data-valid',
      'false',
    );
  },
};

/** A number starting with + is read with its own country code. */
export const International: Story = {
  args: { defaultValue: '+33123456789' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveValue(
      '+33 1 23 45 67 89',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Phone number">
      <PhoneInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '514');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      'Enter a valid phone number, for example (514) 555-1234.',
    );
  },
};

/** The phone form: both fields required, Send disabled until the number is valid and availability filled. */
export const Form: StoryObj<typeof PhoneForm> = {
  render: (args) => <PhoneForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    const phone = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    const availability = canvas.getByRole('textbox', { name: 'Disponibilités' });
    await expect(phone).toBeRequired();
    await expect(availability).toBeRequired();
    await expect(availability).toHaveAccessibleDescription(
      'Quand pouvons-nous vous appeler? Par exemple : en semaine, de 9 h à 17 h.',
    );
    await expect(send).toBeDisabled();
    await userEvent.type(phone, '4165550199');
    await expect(send).toBeDisabled();
    await userEvent.type(availability, '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(availability, 'En semaine, après 18 h ');
    await expect(send).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="phone-form"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '+14165550199',
      phone_availability: 'En semaine, après 18 h',
    });
    // An invalid number locks the button again.
    await userEvent.type(phone, '{Backspace}');
    await expect(send).toBeDisabled();
  },
};

function ServerErrors(args: PhoneFormProps) {
  const [errors, setErrors] = useState<PhoneFormProps['errors']>({
    phone: ['Ce numéro est déjà associé à un autre compte.', 'Le numéro est invalide.'],
    phone_availability: ['Les disponibilités sont obligatoires.'],
  });
  return (
    <PhoneForm
      {...args}
      errors={errors}
      onErrorClear={(field: PhoneFormField) => {
        setErrors((current) => ({ ...current, [field]: undefined }));
        args.onErrorClear?.(field);
      }}
    />
  );
}

/** Server 422 errors show per field (first message only) and clear when that field is edited. */
export const FormServerErrors: StoryObj<typeof PhoneForm> = {
  render: (args) => <ServerErrors {...args} />,
  args: {
    onErrorClear: fn(),
    defaultValue: { phone: '5145551234', phone_availability: 'Le matin' },
  },
  play: async ({ args, canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await expect(phone).toBeInvalid();
    await expect(canvas.getByText('Ce numéro est déjà associé à un autre compte.')).toBeVisible();
    await expect(canvas.queryByText('Le numéro est invalide.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Les disponibilités sont obligatoires.')).toBeVisible();
    await userEvent.type(phone, '{Backspace}5');
    await expect(args.onErrorClear).toHaveBeenCalledWith('phone');
    await waitFor(() =>
      expect(
        canvas.queryByText('Ce numéro est déjà associé à un autre compte.'),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText('Les disponibilités sont obligatoires.')).toBeVisible();
  },
};

/** Sending: the button shows a spinner, announces it and stays locked. */
export const FormSubmitting: StoryObj<typeof PhoneForm> = {
  render: (args) => <PhoneForm {...args} />,
  args: {
    submitting: true,
    onSubmit: fn(),
    defaultValue: { phone: '5145551234', phone_availability: 'Le matin' },
  },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: /Envoyer/ });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const FormInEnglish: StoryObj<typeof PhoneForm> = {
  render: (args) => <PhoneForm {...args} />,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Availability' })).toHaveAccessibleDescription(
      'When can we reach you? For example: weekdays, 9 a.m. to 5 p.m.',
    );
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Long French labels from the app, in a narrow column. */
export const FormLongFrenchText: StoryObj<typeof PhoneForm> = {
  render: (args) => (
    <div className="w-64">
      <PhoneForm {...args} />
    </div>
  ),
  args: {
    labels: {
      phone: 'Numéro de téléphone où notre équipe peut vous joindre',
      submit: 'Demander une vérification manuelle',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: 'Numéro de téléphone où notre équipe peut vous joindre',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Demander une vérification manuelle' }),
    ).toBeDisabled();
  },
};

/** Keyboard: Tab goes phone, availability, then Send; Enter sends once complete. */
export const FormKeyboard: StoryObj<typeof PhoneForm> = {
  render: (args) => <PhoneForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const phone = canvas.getByRole('textbox', { name: 'Numéro de téléphone' });
    await expect(phone).toHaveFocus();
    await expect(getComputedStyle(phone).outlineStyle).toBe('solid');
    await userEvent.keyboard('5145551234');
    await userEvent.tab();
    await userEvent.keyboard('Le soir');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '+15145551234',
      phone_availability: 'Le soir',
    });
  },
};
