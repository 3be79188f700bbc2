import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck } from 'lucide-react';
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, type FieldErrorValue } from '../field';
import { Input } from '../input';
import { useFormatMoney } from '../product-card';
import {
  SIN_LENGTH,
  initialSinState,
  maskSin,
  normalizeSin,
  sinFieldReducer,
  sinLastDigits,
  type SinIssue,
  type SinMode,
} from './sin-field.ts';

export {
  SIN_LENGTH,
  checkSin,
  initialSinState,
  luhnValid,
  maskSin,
  normalizeSin,
  sinFieldReducer,
  sinLastDigits,
  type SinFieldAction,
  type SinFieldState,
  type SinIssue,
  type SinMode,
} from './sin-field.ts';

/** The yearly earnings above which a SIN is requested (spec 02, section 9), in dollars. */
export const SIN_THRESHOLD = 500;

const messages = defineMessages<{
  label: NoMessageValues;
  description: { amount: string };
  endingWith: { digits: string };
  masked: NoMessageValues;
  none: NoMessageValues;
  update: NoMessageValues;
  add: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  cancel: NoMessageValues;
  saved: NoMessageValues;
  required: NoMessageValues;
  length: { count: number };
  checksum: NoMessageValues;
}>({
  label: { id: 'ui.sin-field.label', defaultMessage: 'Numéro d’assurance sociale (NAS)' },
  description: {
    id: 'ui.sin-field.description',
    defaultMessage:
      'Requis dès que vos gains dépassent {amount} dans une année civile. Il est conservé chiffré et n’est jamais affiché en entier.',
  },
  endingWith: { id: 'ui.sin-field.ending-with', defaultMessage: 'NAS se terminant par {digits}' },
  masked: { id: 'ui.sin-field.masked', defaultMessage: 'NAS au dossier, masqué' },
  none: { id: 'ui.sin-field.none', defaultMessage: 'Aucun NAS au dossier' },
  update: { id: 'ui.sin-field.update', defaultMessage: 'Mettre à jour' },
  add: { id: 'ui.sin-field.add', defaultMessage: 'Ajouter' },
  save: { id: 'ui.sin-field.save', defaultMessage: 'Enregistrer le NAS' },
  saving: { id: 'ui.sin-field.saving', defaultMessage: 'Enregistrement du NAS…' },
  cancel: { id: 'ui.sin-field.cancel', defaultMessage: 'Annuler' },
  saved: { id: 'ui.sin-field.saved', defaultMessage: 'NAS enregistré.' },
  required: { id: 'ui.sin-field.required', defaultMessage: 'Entrez votre NAS.' },
  length: {
    id: 'ui.sin-field.length',
    defaultMessage: 'Le NAS doit contenir {count, number} chiffres.',
  },
  checksum: {
    id: 'ui.sin-field.checksum',
    defaultMessage: 'Ce NAS n’est pas valide. Vérifiez les chiffres.',
  },
});

export const sinFieldVariants = cva('@container flex w-full min-w-0 flex-col gap-3', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-4 shadow-sm',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type SinFieldProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> &
  VariantProps<typeof sinFieldVariants> & {
    /** The SIN on file, as the server returns it (masked); null when none. */
    value: string | null | undefined;
    /** A SIN is required (`requires_nas`): the field starts editable when none is on file. */
    required?: boolean;
    /**
     * Saves the 9 digits (spaces and dashes removed). Return a promise: the field is masked again
     * when it resolves and stays editable when it rejects (the app shows the error).
     */
    onSave: (nas: string) => unknown;
    /** The server's error for the SIN (422): the first message shows. */
    error?: FieldErrorValue;
    /** Called on the first edit after an error, so the app can drop it. */
    onErrorClear?: () => void;
    /** Called when the mode changes (masked, editing, saving). */
    onModeChange?: (mode: SinMode) => void;
    /** Replaces 'Numéro d’assurance sociale (NAS)'. */
    label?: ReactNode;
    /** Replaces the line under the label. */
    description?: ReactNode;
    /** Replaces 'Mettre à jour'. */
    updateLabel?: ReactNode;
    /** Replaces 'Enregistrer le NAS'. */
    saveLabel?: ReactNode;
    /** Replaces 'Annuler'. */
    cancelLabel?: ReactNode;
  };

/**
 * The SIN of the ambassador settings: shown masked ('*** *** 286'); 'Mettre à jour' makes it
 * editable; it starts editable when a SIN is required and none is on file; after a save it is masked
 * again. The SIN must have 9 digits and pass the Luhn check. Enter saves without submitting the form
 * around it.
 */
export function SinField({
  value,
  required = false,
  onSave,
  error,
  onErrorClear,
  onModeChange,
  label,
  description,
  updateLabel,
  saveLabel,
  cancelLabel,
  tone,
  className,
  ...props
}: SinFieldProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [state, dispatch] = useReducer(sinFieldReducer, { value, required }, initialSinState);
  const [previousValue, setPreviousValue] = useState(value);
  const [justSaved, setJustSaved] = useState(false);
  if (previousValue !== value) {
    setPreviousValue(value);
    dispatch({ type: 'valueChanged' });
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const updateRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes after a transition the person asked for (none on the first render). */
  const focusNext = useRef<'input' | 'update' | null>(null);
  const valueId = useId();

  const shown = state.saved ?? (value != null && value.trim() !== '' ? value : null);
  const canCancel = shown !== null || !required;

  useEffect(() => {
    onModeChange?.(state.mode);
    // Only a change of mode is reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.mode]);

  useEffect(() => {
    if (focusNext.current === 'input' && state.mode === 'editing') inputRef.current?.focus();
    if (focusNext.current === 'update' && state.mode === 'masked') updateRef.current?.focus();
    if (state.mode !== 'saving') focusNext.current = null;
  }, [state.mode]);

  const issueMessage = (issue: SinIssue): string => {
    switch (issue) {
      case 'required':
        return intl.formatMessage(messages.required);
      case 'length':
        return intl.formatMessage(messages.length, { count: SIN_LENGTH });
      case 'checksum':
        return intl.formatMessage(messages.checksum);
    }
  };

  const save = async () => {
    if (state.mode !== 'editing') return;
    const next = sinFieldReducer(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (next.mode !== 'saving') return;
    try {
      await onSave(normalizeSin(state.draft));
      focusNext.current = 'update';
      setJustSaved(true);
      dispatch({ type: 'saved' });
    } catch {
      focusNext.current = 'input';
      dispatch({ type: 'failed' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Save the SIN alone, not the settings form around it.
    event.preventDefault();
    void save();
  };

  const editing = state.mode !== 'masked';

  return (
    <div
      data-slot="sin-field"
      data-variant={tone ?? 'plain'}
      data-state={state.mode}
      data-required={required || undefined}
      className={cn(sinFieldVariants({ tone }), className)}
      {...props}
    >
      <Field
        label={label ?? intl.formatMessage(messages.label)}
        description={
          description ??
          intl.formatMessage(messages.description, {
            amount: money(SIN_THRESHOLD, { whole: true }),
          })
        }
        required={required}
        error={state.issue ? issueMessage(state.issue) : error}
        onErrorClear={onErrorClear}
      >
        {editing ? (
          <div className="flex min-w-0 flex-col gap-3 @md:flex-row @md:items-start">
            <Input
              ref={inputRef}
              data-slot="sin-field-input"
              value={state.draft}
              onValueChange={(draft) => {
                dispatch({ type: 'change', draft });
              }}
              onKeyDown={onKeyDown}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              disabled={state.mode === 'saving'}
              className="tabular-nums @md:max-w-56"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="md"
                data-slot="sin-field-save"
                loading={state.mode === 'saving'}
                loadingLabel={intl.formatMessage(messages.saving)}
                onClick={() => {
                  void save();
                }}
              >
                {saveLabel ?? intl.formatMessage(messages.save)}
              </Button>
              {canCancel ? (
                <Button
                  type="button"
                  variant="ghost"
                  data-slot="sin-field-cancel"
                  disabled={state.mode === 'saving'}
                  onClick={() => {
                    focusNext.current = 'update';
                    dispatch({ type: 'cancel' });
                  }}
                >
                  {cancelLabel ?? intl.formatMessage(messages.cancel)}
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <p
              id={valueId}
              data-slot="sin-field-value"
              data-empty={shown === null || undefined}
              className="rounded-md bg-surface-sunken px-3.5 py-2 text-base text-text tabular-nums data-[empty]:text-text-muted"
            >
              {shown === null ? (
                intl.formatMessage(messages.none)
              ) : (
                <>
                  <span aria-hidden="true" className="font-semibold tracking-widest">
                    {maskSin(shown)}
                  </span>
                  <span className="sr-only">
                    {sinLastDigits(shown) === ''
                      ? intl.formatMessage(messages.masked)
                      : intl.formatMessage(messages.endingWith, {
                          digits: sinLastDigits(shown).split('').join(' '),
                        })}
                  </span>
                </>
              )}
            </p>
            <Button
              ref={updateRef}
              type="button"
              variant="outline"
              size="sm"
              data-slot="sin-field-update"
              aria-describedby={valueId}
              onClick={() => {
                focusNext.current = 'input';
                setJustSaved(false);
                dispatch({ type: 'edit' });
              }}
            >
              {shown === null
                ? intl.formatMessage(messages.add)
                : (updateLabel ?? intl.formatMessage(messages.update))}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" data-slot="sin-field-status" className="text-sm">
        {justSaved && state.mode === 'masked' ? (
          <span className="flex items-center gap-1.5 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.saved)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
