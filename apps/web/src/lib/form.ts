import { useCallback, useState, type SyntheticEvent } from 'react';
import type { IntlShape } from 'react-intl';
import { useFormErrors, type FieldErrors } from './errors';

export interface FormOptions<V extends Record<string, string>> {
  initial: V;
  /**
   * Checks made before any call (a confirmation that does not match…): the messages to show under the
   * fields, or nothing to go on.
   */
  check?: (values: V) => FieldErrors<Extract<keyof V, string>> | undefined;
  /** The call. Resolves when it is done; a rejection is shown (422 under the fields, else a toast). */
  submit: (values: V) => Promise<void>;
  /** After a successful call (a toast…); the values are reset to `initial` first unless `keep`. */
  onSuccess?: (values: V) => void;
  keep?: boolean;
}

/**
 * A form's values, its submit and its errors in one place (spec 02, section 8): a 422 shows under each
 * field (first message, cleared on edit), any other failure is a toast. Forms with many fields
 * (e-mail, password, address) use it instead of one `useState` per field.
 */
export function useForm<V extends Record<string, string>>(
  intl: IntlShape,
  options: FormOptions<V>,
) {
  type F = Extract<keyof V, string>;
  const { initial, check, submit, onSuccess, keep = false } = options;
  const [values, setValues] = useState<V>(initial);
  const [submitting, setSubmitting] = useState(false);
  const { errors, setErrors, clear, reset, fail } = useFormErrors<F>(
    intl,
    Object.keys(initial) as F[],
  );

  const set = useCallback((field: F, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const handleSubmit = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (submitting) return;
    reset();
    const problems = check?.(values);
    if (problems && Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
      if (!keep) setValues(initial);
      onSuccess?.(values);
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** The props of one field's `Field` (error, clear on edit) and its input (value, change). */
  const field = (name: F) => ({
    error: errors[name],
    onErrorClear: () => {
      clear(name);
    },
    value: values[name],
    onValueChange: (value: string) => {
      set(name, value);
    },
  });

  return { values, set, errors, field, submitting, handleSubmit };
}
