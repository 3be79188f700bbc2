import { toApiError } from '@app/client';
import { useCallback, useState } from 'react';
import { defineMessages, type IntlShape } from 'react-intl';
import { notify } from './notifications';

/**
 * The error behaviour of spec 01 section 8 in one place: a 422 shows under each field (first message,
 * cleared on edit); anything else is a toast with the server's message (`message`, then
 * `errors.message`, then `error.message`) or the generic "Whoops! An error has occurred.". A 401 or 419
 * is the session's business (sign out, back to /login), not a toast.
 */
export const errorMessages = defineMessages({
  generic: { id: 'error.generic', defaultMessage: 'Oups ! Une erreur est survenue.' },
  invalid: { id: 'error.invalid', defaultMessage: 'Invalide' },
});

/** The server's message, or the generic one in the reader's language. */
export function errorText(error: unknown, intl: IntlShape): string {
  const apiError = toApiError(error);
  return apiError.isGeneric ? intl.formatMessage(errorMessages.generic) : apiError.message;
}

/** A danger toast for a failed call (nothing for 401/419: the session handles them). */
export function toastError(error: unknown, intl: IntlShape): void {
  const apiError = toApiError(error);
  if (apiError.isAuthFailure) return;
  notify({ type: 'danger', message: errorText(apiError, intl) });
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Server field errors of a form whose inputs are `fields`: `fail(error)` puts a 422 under those
 * fields and toasts anything else (a 422 about no visible field included).
 */
export function useFormErrors<F extends string>(intl: IntlShape, fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const clear = useCallback((field: F) => {
    setErrors((previous) => {
      if (previous[field] === undefined) return previous;
      const next = { ...previous };
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setErrors({});
  }, []);

  /** Shows the failure; true when it went under the fields. */
  const fail = useCallback(
    (error: unknown): boolean => {
      const apiError = toApiError(error);
      const shown: FieldErrors<F> = {};
      for (const field of fields) {
        const message = apiError.fieldErrors[field];
        if (message !== undefined) shown[field] = message;
      }
      if (apiError.isValidation && Object.keys(shown).length > 0) {
        setErrors(shown);
        return true;
      }
      toastError(apiError, intl);
      return false;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields of a form do not change
    [intl],
  );

  return { errors, setErrors, clear, reset, fail };
}
