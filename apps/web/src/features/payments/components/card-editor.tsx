import { CardForm, type CardField, type CardPayload } from '@app/ui/card-form';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { addPaymentSource } from '../api/add-payment-source';

const CARD_FIELDS = [
  'card_type',
  'card_number',
  'card_cvv',
  'card_expiry_month',
  'card_expiry_year',
] as const satisfies readonly CardField[];

export interface CardEditorProps {
  density?: 'comfortable' | 'compact';
  submitLabel?: ReactNode;
  /** After the card is saved (it is then the one payments use). */
  onSaved?: () => void;
}

/**
 * Saves a card (`POST payment-sources`), with the server's 422 errors under the fields. The payment
 * dialog shows it when there is no saved card; the payment-source settings page to replace the card.
 */
export function CardEditor({ density, submitLabel, onSaved }: CardEditorProps) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors(intl, CARD_FIELDS);

  async function save(card: CardPayload) {
    setSaving(true);
    try {
      await addPaymentSource(card);
      errors.reset();
      onSaved?.();
    } catch (error) {
      errors.fail(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <CardForm
      density={density}
      submitLabel={submitLabel}
      onSubmit={(card) => void save(card)}
      submitting={saving}
      errors={errors.errors}
      onErrorClear={errors.clear}
    />
  );
}
