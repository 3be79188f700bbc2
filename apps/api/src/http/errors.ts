import type { Locale, Text } from '../i18n/messages';
import { localize } from '../i18n/messages';
import type { ErrorCode } from './types';

/**
 * The errors a handler throws. Each carries its text as a `Message` (a key and its parameters) or an
 * already written string; `app.onError` writes the answer, translating messages once in the
 * request's locale, so nothing below the routes needs to know the locale to refuse a call.
 */
function keyOf(text: Text): string {
  return typeof text === 'string' ? text : text.key;
}

/** An HTTP failure answered as `{message}` (401, 403, 404, 419, 429, 400). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: Text,
    readonly headers: Record<string, string> = {},
  ) {
    super(keyOf(text));
  }

  /** The message in a locale. */
  localized(locale: Locale): string {
    return localize(locale, this.text);
  }
}

/** A 422 in the Laravel shape: one list of messages per field. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, readonly Text[]>) {
    super(
      Object.entries(fields)
        .map(([field, texts]) => `${field}: ${texts.map(keyOf).join(', ')}`)
        .join('; ') || 'The given data was invalid.',
    );
  }

  /** Every field's messages in a locale. */
  localized(locale: Locale): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, texts]) => [
        field,
        texts.map((text) => localize(locale, text)),
      ]),
    );
  }
}

/** A product rule refused the call: `{message, error: {code, message}}`. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly text: Text,
    /** The address an `EMAIL_ALREADY_EXISTS` is about, for the client's sign-in link. */
    readonly email?: string,
  ) {
    super(keyOf(text));
  }

  /** The message in a locale. */
  localized(locale: Locale): string {
    return localize(locale, this.text);
  }
}
