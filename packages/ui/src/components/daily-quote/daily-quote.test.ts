import { describe, expect, it } from 'vitest';
import { dailyQuoteAuthor } from './daily-quote.ts';

const text = 'Le bonheur n’est pas une destination, c’est une façon de voyager.';

describe('dailyQuoteAuthor', () => {
  it('shows the member’s first name, with the member id for the link', () => {
    expect(
      dailyQuoteAuthor({
        text,
        author: null,
        author_type: 'member',
        member: { id: 42, user: { first_name: 'Camille' } },
      }),
    ).toEqual({ kind: 'member', name: 'Camille', memberId: 42 });
  });

  it('shows an unknown author for unknown, whatever the author field holds', () => {
    expect(dailyQuoteAuthor({ text, author_type: 'unknown', author: 'Quelqu’un' })).toEqual({
      kind: 'unknown',
    });
  });

  it('shows the named author of a known quote', () => {
    expect(
      dailyQuoteAuthor({ text, author_type: 'known', author: ' Margaret Lee Runbeck ' }),
    ).toEqual({ kind: 'known', name: 'Margaret Lee Runbeck' });
  });

  it('falls back to unknown without a name', () => {
    expect(dailyQuoteAuthor({ text, author_type: 'member', member: null })).toEqual({
      kind: 'unknown',
    });
    expect(
      dailyQuoteAuthor({
        text,
        author_type: 'member',
        member: { id: 1, user: { first_name: '' } },
      }),
    ).toEqual({ kind: 'unknown' });
    expect(dailyQuoteAuthor({ text, author_type: 'known', author: '  ' })).toEqual({
      kind: 'unknown',
    });
  });
});
