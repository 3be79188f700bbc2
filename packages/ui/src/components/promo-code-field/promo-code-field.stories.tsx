import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PromoCodeField, type PromoCode } from './promo-code-field.tsx';

const CODES: Record<string, PromoCode> = {
  AMOUR20: { code: 'AMOUR20', additional_months: 0, rebate_type: 'percentage', rebate_value: 20 },
  PRINTEMPS25: {
    code: 'PRINTEMPS25',
    additional_months: 0,
    rebate_type: 'amount',
    rebate_value: 25,
  },
  AMI: { code: 'AMI', additional_months: 1, rebate_type: 'amount', rebate_value: 0 },
  DUO: { code: 'DUO', additional_months: 2, rebate_type: 'percentage', rebate_value: 12.5 },
};

/** What the app's `GET /promo-codes/test` could answer. */
const check = (code: string) => Promise.resolve(CODES[code.toUpperCase()] ?? null);

const meta = {
  title: 'Inputs/PromoCodeField',
  component: PromoCodeField,
  args: { onApply: fn(check), onReset: fn() },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="promo-code-field"]');

/** Idle: Apply is disabled until a code is typed. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('data-state', 'idle');
    const apply = canvas.getByRole('button', { name: 'Appliquer' });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code promo' }), '   ');
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code promo' }), 'a');
    await expect(apply).toBeEnabled();
  },
};

/** Checking: the button spins and 'checking' is announced while the app's promise is pending. */
export const Checking: Story = {
  args: { onApply: fn((_code: string) => new Promise<PromoCode | null>(() => undefined)) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code promo' }), ' AMOUR20 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith('AMOUR20');
    await expect(field(canvasElement)).toHaveAttribute('data-state', 'checking');
    const apply = canvas.getByRole('button', { name: /Appliquer/ });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Vérification du code…')).toBeInTheDocument();
  },
};

/** Valid, percentage: the rebate shows and is announced. */
export const ValidPercentage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code promo' }), 'amour20');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAttribute('data-state', 'valid'));
    await expect(canvas.getByText('Code AMOUR20 appliqué')).toBeVisible();
    await expect(canvas.getByText('Rabais de 20 %')).toBeVisible();
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
      'Code AMOUR20 appliqué. Rabais de 20 %',
    );
    await expect(canvas.getByRole('textbox', { name: 'Code promo' })).not.toBeInvalid();
  },
};

/** Valid, amount: dollars off, in the current locale. */
export const ValidAmount: Story = {
  args: { defaultCode: 'PRINTEMPS25' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAttribute('data-state', 'valid'));
    await expect(canvas.getByText('Rabais de 25,00 $')).toBeVisible();
  },
};

/** Valid, additional months (with or without a rebate). */
export const ValidAdditionalMonths: Story = {
  args: { defaultCode: 'DUO' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAttribute('data-state', 'valid'));
    await expect(canvas.getByText('Rabais de 12,5 %')).toBeVisible();
    await expect(canvas.getByText('2 mois gratuits en plus')).toBeVisible();
  },
};

/** Invalid: 'Code promo invalide' shows under the input, marks it invalid and is announced. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Code promo' });
    await userEvent.type(input, 'FAUX{Enter}');
    await waitFor(() => expect(field(canvasElement)).toHaveAttribute('data-state', 'invalid'));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Code promo invalide');
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Code promo invalide');
  },
};

/** A failed check (the promise rejects) also shows 'Code promo invalide'. */
export const CheckFailed: Story = {
  args: {
    onApply: fn((_code: string) => Promise.reject<PromoCode | null>(new Error('422'))),
    defaultCode: 'X',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAttribute('data-state', 'invalid'));
    await expect(
      canvas.getByText('Code promo invalide', { selector: '[data-slot="field-error"] span' }),
    ).toBeVisible();
  },
};

/** Editing after a result starts over: the state is idle again and the app drops the rebate. */
export const EditResets: Story = {
  args: { defaultCode: 'AMI' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(canvas.getByText('1 mois gratuit en plus')).toBeVisible());
    const input = canvas.getByRole('textbox', { name: 'Code promo' });
    await userEvent.type(input, 'X');
    await expect(field(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('1 mois gratuit en plus')).not.toBeInTheDocument();
  },
};

/** The remove button clears the applied code and gives the focus back to the input. */
export const RemoveAppliedCode: Story = {
  args: { defaultCode: 'AMOUR20' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Retirer le code promo' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    const input = canvas.getByRole('textbox', { name: 'Code promo' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(field(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** An answer that arrives after the code was edited is ignored. */
export const StaleAnswerIgnored: Story = {
  args: {
    defaultCode: 'AMOUR20',
    onApply: fn(
      (code: string) =>
        new Promise<PromoCode | null>((resolve) => {
          setTimeout(() => {
            resolve(CODES[code] ?? null);
          }, 150);
        }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code promo' }), '1');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(field(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.queryByText('Code AMOUR20 appliqué')).not.toBeInTheDocument();
  },
};

export const InvalidInEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultCode: 'WRONG' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(
      await canvas.findByText('Invalid promo code', {
        selector: '[data-slot="field-error"] span',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeInvalid();
  },
};

export const ValidInEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultCode: 'DUO' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Code DUO applied')).toBeVisible();
    await expect(canvas.getByText('12.5% off')).toBeVisible();
    await expect(canvas.getByText('2 extra free months')).toBeVisible();
  },
};

/** Long French label and help in a narrow column. */
export const LongFrenchText: Story = {
  args: {
    label: 'Vous avez un code promotionnel ou un code de parrainage?',
    description: 'Le rabais s’appliquera à votre premier paiement seulement.',
    defaultCode: 'PRINTEMPS25',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: 'Vous avez un code promotionnel ou un code de parrainage?',
      }),
    ).toHaveAccessibleDescription('Le rabais s’appliquera à votre premier paiement seulement.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultCode: 'AMOUR20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code promo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
  },
};
