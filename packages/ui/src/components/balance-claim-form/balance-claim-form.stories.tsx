import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusBannerLink } from '../status-banner';
import { BalanceClaimForm } from './balance-claim-form.tsx';
import { INVOICE_MAX_BYTES } from './balance-claim-form.ts';
import { DOCX_TYPE, PDF_TYPE, chooseFile, invoiceFile } from './fixtures';

const meta = {
  title: 'Ambassador/BalanceClaimForm',
  component: BalanceClaimForm,
  args: {
    balance: 120,
    hasTaxes: false,
    requiresNas: false,
    hasSin: false,
    onSubmit: fn(),
    onErrorClear: fn(),
    onInvoiceRejected: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceClaimForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** French amounts use narrow no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

function formOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="balance-claim-form"]');
  if (!node) throw new Error('no claim form');
  return node;
}

function fileInputOf(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('[data-slot="balance-claim-invoice-input"]');
  if (!input) throw new Error('no invoice input');
  return input;
}

/**
 * The balance, then e-mail and amount: submit is disabled while the amount is empty or zero, and
 * sends the e-mail, the amount (a French comma read as the decimal point) and no invoice.
 */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Demande de paiement' });
    await expect(plain(canvas.getByText(/^Solde disponible/).textContent)).toBe(
      'Solde disponible : 120,00 $',
    );
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await expect(submit).toBeDisabled();
    await expect(form).toHaveAttribute('data-blockers', 'amount');
    const email = canvas.getByRole('textbox', { name: 'Courriel' });
    const amount = canvas.getByRole('textbox', { name: 'Montant' });
    await expect(amount).toHaveAccessibleDescription(
      expect.stringMatching(/^Au moins 50,00\s\$, au plus votre solde de 120,00\s\$\.$/),
    );
    await expect(within(form).getByRole('group', { name: 'Facture' })).toHaveAccessibleDescription(
      /^Facultative\. PDF ou DOCX, 20\sMo au maximum\.$/,
    );
    await userEvent.type(email, 'marie@exemple.ca');
    await userEvent.type(amount, '0');
    await expect(submit).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '75,50');
    await expect(submit).toBeEnabled();
    await expect(form).toHaveAttribute('data-state', 'ready');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie@exemple.ca',
      amount: 75.5,
      invoice: null,
    });
    await expect(
      canvas.getByText('Le paiement est versé dans un délai de 7 jours ouvrables.'),
    ).toBeVisible();
  },
};

/** A balance of 49,99 $ is below the 50 $ minimum: a warning, and submit stays disabled. */
export const BalanceBelowMinimum: Story = {
  args: { balance: 49.99, defaultEmail: 'marie@exemple.ca', defaultAmount: '49,99' },
  play: async ({ canvas, canvasElement }) => {
    const warning = canvas.getByRole('status');
    await expect(warning).toHaveAttribute('data-blocker', 'balance');
    await expect(plain(warning.textContent)).toBe(
      'Attention : Votre solde doit atteindre au moins 50,00 $ pour demander un paiement.',
    );
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Votre solde doit atteindre au moins 50,00/);
    await expect(formOf(canvasElement)).toHaveAttribute('data-blockers', 'balance');
  },
};

/** A balance of exactly 50 $ can be claimed. */
export const BalanceAtMinimum: Story = {
  args: { balance: 50, defaultEmail: 'marie@exemple.ca', defaultAmount: '50' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie@exemple.ca',
      amount: 50,
      invoice: null,
    });
  },
};

/** The amount: 49,99 $ is refused (minimum 50 $), more than the balance too; 50 $ passes. */
export const AmountRules: Story = {
  args: { defaultEmail: 'marie@exemple.ca' },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Montant' });
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await userEvent.type(amount, '49,99');
    await userEvent.click(submit);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^Le montant minimum est de 50,00\s\$\.$/)).toBeVisible();
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '120,01');
    await expect(
      canvas.getByText(/^Le montant ne peut pas dépasser votre solde de 120,00\s\$\.$/),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'beaucoup');
    await expect(submit).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie@exemple.ca',
      amount: 50,
      invoice: null,
    });
  },
};

/** The e-mail is required and must be an address. */
export const EmailRequired: Story = {
  args: { defaultAmount: '60' },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Courriel' });
    await expect(email).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Demander le paiement' }));
    await expect(email).toHaveAccessibleDescription(/Ce champ est obligatoire\.$/);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'marie@');
    await expect(email).toHaveAccessibleDescription(/Entrez une adresse courriel valide\.$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * An ambassador with taxes must attach an invoice: submit is disabled until a .pdf is attached, and
 * again once it is removed; the file goes with the claim.
 */
export const TaxesRequireInvoice: Story = {
  args: { hasTaxes: true, defaultEmail: 'marie@exemple.ca', defaultAmount: '100' },
  play: async ({ args, canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await expect(submit).toBeDisabled();
    await expect(formOf(canvasElement)).toHaveAttribute('data-blockers', 'invoice');
    await expect(plain(canvas.getByRole('group', { name: 'Facture' }).textContent)).toContain(
      'Obligatoire, puisque vous percevez les taxes. PDF ou DOCX, 20 Mo au maximum.',
    );
    const file = invoiceFile('facture-mars.pdf', PDF_TYPE, 150 * 1024);
    await userEvent.upload(fileInputOf(canvasElement), file);
    await expect(await canvas.findByText('facture-mars.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remplacer la facture' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer facture-mars.pdf' }));
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Joindre une facture' })).toHaveFocus();
    await userEvent.upload(fileInputOf(canvasElement), file);
    await userEvent.click(await canvas.findByRole('button', { name: 'Demander le paiement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'marie@exemple.ca',
      amount: 100,
      invoice: file,
    });
  },
};

/** Exactly 20 MB is accepted; one byte more gives the spec's message in a danger notice. */
export const InvoiceSizeLimit: Story = {
  args: { hasTaxes: true, defaultEmail: 'marie@exemple.ca', defaultAmount: '100' },
  play: async ({ args, canvas, canvasElement }) => {
    const tooLarge = invoiceFile('facture.pdf', PDF_TYPE, INVOICE_MAX_BYTES + 1);
    chooseFile(fileInputOf(canvasElement), tooLarge);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveAttribute('data-issue', 'size');
    await expect(plain(alert.textContent)).toBe(
      'Erreur : La taille du fichier ne doit pas dépasser 20 Mo.',
    );
    await expect(args.onInvoiceRejected).toHaveBeenCalledWith(
      { code: 'size', maxBytes: INVOICE_MAX_BYTES },
      tooLarge,
    );
    await expect(canvas.getByRole('button', { name: 'Demander le paiement' })).toBeDisabled();
    chooseFile(fileInputOf(canvasElement), invoiceFile('facture.pdf', PDF_TYPE, INVOICE_MAX_BYTES));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByText('facture.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Demander le paiement' })).toBeEnabled();
  },
};

/** Only .pdf and .docx, checked by extension and type: a PNG, or a '.pdf' that is a PNG, is refused. */
export const InvoiceFormat: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = fileInputOf(canvasElement);
    await expect(input).toHaveAttribute('accept', `.pdf,.docx,${PDF_TYPE},${DOCX_TYPE}`);
    chooseFile(input, invoiceFile('facture.png', 'image/png'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveAttribute('data-issue', 'format');
    await expect(alert).toHaveTextContent('La facture doit être un fichier PDF ou DOCX.');
    chooseFile(input, invoiceFile('photo.pdf', 'image/png'));
    await expect(args.onInvoiceRejected).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText('photo.pdf')).toBeNull();
    chooseFile(input, invoiceFile('facture.docx', DOCX_TYPE));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByText('facture.docx')).toBeVisible();
  },
};

/** A SIN is required and none is on file: a warning with a link to the settings; submit disabled. */
export const SinRequired: Story = {
  args: {
    requiresNas: true,
    hasSin: false,
    defaultEmail: 'marie@exemple.ca',
    defaultAmount: '100',
    sinAction: (
      <StatusBannerLink href="#/ambassador/settings#sin">Ajouter mon NAS</StatusBannerLink>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const warning = canvas.getByRole('status');
    await expect(warning).toHaveAttribute('data-blocker', 'sin');
    await expect(warning).toHaveTextContent(
      'Ajoutez votre numéro d’assurance sociale (NAS) dans vos paramètres pour demander un paiement.',
    );
    await expect(canvas.getByRole('link', { name: 'Ajouter mon NAS' })).toHaveAttribute(
      'href',
      '#/ambassador/settings#sin',
    );
    const submit = canvas.getByRole('button', { name: 'Demander le paiement' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Ajoutez votre numéro d’assurance sociale/);
    await expect(formOf(canvasElement)).toHaveAttribute('data-blockers', 'sin');
  },
};

/** A SIN on file lifts the block. */
export const SinOnFile: Story = {
  args: { requiresNas: true, hasSin: true, defaultEmail: 'marie@exemple.ca', defaultAmount: '100' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Demander le paiement' })).toBeEnabled();
  },
};

/** One claim at a time: a pending claim replaces the form with a notice of its amount and date. */
export const PendingClaim: Story = {
  args: { pendingClaim: { amount: 80, created_at: '2024-03-12T15:00:00Z' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'pending');
    await expect(plain(canvas.getByRole('status').textContent)).toBe(
      'Information : Votre demande de paiement de 80,00 $ du 12 mars 2024 est en cours de traitement. Le paiement est versé dans un délai de 7 jours ouvrables.',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** While the claim is sent: the button spins and announces it; the fields are locked. */
export const Submitting: Story = {
  args: { submitting: true, defaultEmail: 'marie@exemple.ca', defaultAmount: '100' },
  play: async ({ canvas, canvasElement }) => {
    await expect(formOf(canvasElement)).toHaveAttribute('data-state', 'submitting');
    const submit = canvas.getByRole('button', { name: /Demander le paiement/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Envoi de la demande…')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Courriel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Montant' })).toBeDisabled();
  },
};

/** The server's 422 errors: the first message of each field, cleared when the field is edited. */
export const ServerErrors: Story = {
  args: { defaultEmail: 'marie@exemple.ca', defaultAmount: '100', hasTaxes: true },
  render: function Render(args) {
    const [errors, setErrors] = useState<Record<string, string[]>>({
      email: ['Cette adresse ne peut pas recevoir de paiement.', 'Deuxième message'],
      amount: ['Le montant dépasse votre solde.'],
      invoice: ['La facture n’a pas pu être lue.'],
    });
    return (
      <BalanceClaimForm
        {...args}
        errors={errors}
        onErrorClear={(field) => {
          args.onErrorClear?.(field);
          setErrors(({ [field]: _removed, ...rest }) => rest);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Courriel' });
    await expect(email).toHaveAccessibleDescription(
      /Cette adresse ne peut pas recevoir de paiement\.$/,
    );
    await expect(canvas.queryByText('Deuxième message')).toBeNull();
    await expect(canvas.getByText('Le montant dépasse votre solde.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Joindre une facture' }),
    ).toHaveAccessibleDescription(/La facture n’a pas pu être lue\.$/);
    await userEvent.type(email, 'x');
    await expect(args.onErrorClear).toHaveBeenCalledWith('email');
    await expect(canvas.queryByText('Cette adresse ne peut pas recevoir de paiement.')).toBeNull();
    await expect(canvas.getByText('Le montant dépasse votre solde.')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { balance: 49.99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Payment request' })).toBeVisible();
    await expect(canvas.getByText('Available balance: $49.99')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Warning: Your balance must reach at least $50.00 to request a payment.',
    );
    await expect(canvas.getByRole('button', { name: 'Request the payment' })).toBeDisabled();
  },
};

/** Every block at once in a 415 px column: the notices and fields wrap without overflow. */
export const EverythingBlockedNarrow: Story = {
  args: {
    balance: 12.5,
    hasTaxes: true,
    requiresNas: true,
    hasSin: false,
    sinAction: (
      <StatusBannerLink href="#/ambassador/settings#sin">Ajouter mon NAS</StatusBannerLink>
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[415px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const form = formOf(canvasElement);
    await expect(form).toHaveAttribute('data-blockers', 'balance sin invoice amount');
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
