import type { ReactNode } from 'react';

/** What a form can pass as a field's error: one message, or the server's 422 list for the field. */
export type FieldErrorValue = ReactNode | readonly ReactNode[];

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === true || value === '';
}

/** The message to show: the first one of a server list (422 shows the first message only). */
export function firstError(error: FieldErrorValue): ReactNode {
  if (Array.isArray(error)) {
    const first: unknown = error.find((message: ReactNode) => !isBlank(message));
    return first as ReactNode;
  }
  return isBlank(error as ReactNode) ? undefined : (error as ReactNode);
}

/** True when there is a message to show. */
export function hasError(error: FieldErrorValue): boolean {
  return firstError(error) !== undefined;
}

/** Joins ids for `aria-describedby`/`aria-labelledby`, leaving out the missing ones. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
