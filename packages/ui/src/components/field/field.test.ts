import { describe, expect, it } from 'vitest';
import { firstError, hasError, joinIds } from './field.ts';

describe('firstError', () => {
  it('shows the first message of a server list only', () => {
    expect(firstError(['Le titre est trop court.', 'Le titre est requis.'])).toBe(
      'Le titre est trop court.',
    );
  });

  it('skips blank entries and treats empty values as no error', () => {
    expect(firstError(['', 'Requis.'])).toBe('Requis.');
    expect(firstError([])).toBeUndefined();
    expect(firstError('')).toBeUndefined();
    expect(firstError(null)).toBeUndefined();
    expect(firstError(undefined)).toBeUndefined();
    expect(firstError(false)).toBeUndefined();
  });

  it('keeps a single message as it is', () => {
    expect(firstError('Requis.')).toBe('Requis.');
    expect(hasError('Requis.')).toBe(true);
    expect(hasError([])).toBe(false);
  });
});

describe('joinIds', () => {
  it('joins the present ids and returns undefined when none', () => {
    expect(joinIds('a', undefined, false, 'b')).toBe('a b');
    expect(joinIds(undefined, null)).toBeUndefined();
  });
});
