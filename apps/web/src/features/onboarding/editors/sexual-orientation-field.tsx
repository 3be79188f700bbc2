import { sexualOrientationValues } from '@app/openapi/enums';
import { Field } from '@app/ui/field';
import { MultiSelect } from '@app/ui/multi-select';
import { defineMessages, useIntl } from 'react-intl';
import type { SexualOrientation } from '../api/update-sexual-orientation';

const messages = defineMessages({
  label: { id: 'wizard.orientation.label', defaultMessage: 'Orientation' },
  man: { id: 'wizard.orientation.man', defaultMessage: 'Des hommes' },
  woman: { id: 'wizard.orientation.woman', defaultMessage: 'Des femmes' },
  non_binary: { id: 'wizard.orientation.non_binary', defaultMessage: 'Des personnes non binaires' },
});

export const ORIENTATIONS: readonly SexualOrientation[] = sexualOrientationValues;

export interface SexualOrientationFieldProps {
  value: readonly SexualOrientation[];
  onValueChange: (value: SexualOrientation[]) => void;
  error?: string | undefined;
  onErrorClear?: () => void;
  /** Shows the field's label (the wizard's title says it already). */
  showLabel?: boolean;
  disabled?: boolean;
}

/**
 * Who the member wants to meet: at least 1 of man, woman, non_binary. The wizard's step and the
 * profile settings both edit it.
 */
export function SexualOrientationField({
  value,
  onValueChange,
  error,
  onErrorClear,
  showLabel = false,
  disabled = false,
}: SexualOrientationFieldProps) {
  const intl = useIntl();
  return (
    <Field
      label={intl.formatMessage(messages.label)}
      hideLabel={!showLabel}
      required
      error={error}
      onErrorClear={onErrorClear}
    >
      <MultiSelect
        min={1}
        value={[...value]}
        disabled={disabled}
        onValueChange={(next) => {
          onValueChange(next as SexualOrientation[]);
        }}
        options={ORIENTATIONS.map((orientation) => ({
          value: orientation,
          label: intl.formatMessage(messages[orientation]),
        }))}
      />
    </Field>
  );
}
