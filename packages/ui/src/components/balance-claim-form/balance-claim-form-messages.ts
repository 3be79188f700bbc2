/** The balance claim's messages (French source; the catalogues in src/i18n hold the translations). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  available: { amount: string };
  email: NoMessageValues;
  emailHint: NoMessageValues;
  amount: NoMessageValues;
  amountHint: { minimum: string; balance: string };
  invoice: NoMessageValues;
  invoiceHint: { size: string; required: boolean };
  choose: NoMessageValues;
  chooseAnother: NoMessageValues;
  remove: { name: string };
  submit: NoMessageValues;
  submitting: NoMessageValues;
  delay: NoMessageValues;
  pending: { amount: string; date: string };
  blockedBalance: { minimum: string };
  blockedSin: NoMessageValues;
  required: NoMessageValues;
  emailInvalid: NoMessageValues;
  amountInvalid: NoMessageValues;
  amountMinimum: { minimum: string };
  amountBalance: { balance: string };
  invoiceRequired: NoMessageValues;
  fileFormat: NoMessageValues;
  fileSize: { size: string };
}>({
  label: { id: 'ui.balance-claim-form.label', defaultMessage: 'Demande de paiement' },
  available: {
    id: 'ui.balance-claim-form.available',
    defaultMessage: 'Solde disponible : {amount}',
  },
  email: { id: 'ui.balance-claim-form.email', defaultMessage: 'Courriel' },
  emailHint: {
    id: 'ui.balance-claim-form.email-hint',
    defaultMessage: 'L’adresse à laquelle le paiement sera envoyé.',
  },
  amount: { id: 'ui.balance-claim-form.amount', defaultMessage: 'Montant' },
  amountHint: {
    id: 'ui.balance-claim-form.amount-hint',
    defaultMessage: 'Au moins {minimum}, au plus votre solde de {balance}.',
  },
  invoice: { id: 'ui.balance-claim-form.invoice', defaultMessage: 'Facture' },
  invoiceHint: {
    id: 'ui.balance-claim-form.invoice-hint',
    defaultMessage:
      '{required, select, true {Obligatoire, puisque vous percevez les taxes. PDF ou DOCX, {size} au maximum.} other {Facultative. PDF ou DOCX, {size} au maximum.}}',
  },
  choose: { id: 'ui.balance-claim-form.choose', defaultMessage: 'Joindre une facture' },
  chooseAnother: {
    id: 'ui.balance-claim-form.choose-another',
    defaultMessage: 'Remplacer la facture',
  },
  remove: { id: 'ui.balance-claim-form.remove', defaultMessage: 'Retirer {name}' },
  submit: { id: 'ui.balance-claim-form.submit', defaultMessage: 'Demander le paiement' },
  submitting: {
    id: 'ui.balance-claim-form.submitting',
    defaultMessage: 'Envoi de la demande…',
  },
  delay: {
    id: 'ui.balance-claim-form.delay',
    defaultMessage: 'Le paiement est versé dans un délai de 7 jours ouvrables.',
  },
  pending: {
    id: 'ui.balance-claim-form.pending',
    defaultMessage:
      'Votre demande de paiement de {amount} du {date} est en cours de traitement. Le paiement est versé dans un délai de 7 jours ouvrables.',
  },
  blockedBalance: {
    id: 'ui.balance-claim-form.blocked-balance',
    defaultMessage: 'Votre solde doit atteindre au moins {minimum} pour demander un paiement.',
  },
  blockedSin: {
    id: 'ui.balance-claim-form.blocked-sin',
    defaultMessage:
      'Ajoutez votre numéro d’assurance sociale (NAS) dans vos paramètres pour demander un paiement.',
  },
  required: { id: 'ui.balance-claim-form.required', defaultMessage: 'Ce champ est obligatoire.' },
  emailInvalid: {
    id: 'ui.balance-claim-form.email-invalid',
    defaultMessage: 'Entrez une adresse courriel valide.',
  },
  amountInvalid: {
    id: 'ui.balance-claim-form.amount-invalid',
    defaultMessage: 'Entrez un montant valide, par exemple 50,00.',
  },
  amountMinimum: {
    id: 'ui.balance-claim-form.amount-minimum',
    defaultMessage: 'Le montant minimum est de {minimum}.',
  },
  amountBalance: {
    id: 'ui.balance-claim-form.amount-balance',
    defaultMessage: 'Le montant ne peut pas dépasser votre solde de {balance}.',
  },
  invoiceRequired: {
    id: 'ui.balance-claim-form.invoice-required',
    defaultMessage: 'Joignez votre facture : elle est obligatoire puisque vous percevez les taxes.',
  },
  fileFormat: {
    id: 'ui.balance-claim-form.file-format',
    defaultMessage: 'La facture doit être un fichier PDF ou DOCX.',
  },
  fileSize: {
    id: 'ui.balance-claim-form.file-size',
    defaultMessage: 'La taille du fichier ne doit pas dépasser {size}.',
  },
});
