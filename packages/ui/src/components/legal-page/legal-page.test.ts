import { describe, expect, it } from 'vitest';
import { isoDay, slugify, toDate, uniqueAnchors } from './legal-page.ts';

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('Vie privée')).toBe('vie-privee');
    expect(slugify('1. Objet et champ d’application')).toBe('1-objet-et-champ-d-application');
    expect(slugify('  Cookies & témoins  ')).toBe('cookies-temoins');
  });
});

describe('uniqueAnchors', () => {
  it('keeps anchors unique and never empty', () => {
    expect(uniqueAnchors(['Données', 'Données', 'Données', '—'])).toEqual([
      'donnees',
      'donnees-2',
      'donnees-3',
      'section-4',
    ]);
  });
});

describe('toDate', () => {
  it('reads a date-only string as that day, wherever the reader is', () => {
    const date = toDate('2022-06-20');
    expect(date?.getFullYear()).toBe(2022);
    expect(date?.getMonth()).toBe(5);
    expect(date?.getDate()).toBe(20);
    expect(date && isoDay(date)).toBe('2022-06-20');
  });

  it('reads dates, timestamps and full ISO strings', () => {
    expect(toDate(new Date(2022, 5, 20))?.getDate()).toBe(20);
    expect(toDate(Date.UTC(2022, 5, 20, 12))?.getTime()).toBe(Date.UTC(2022, 5, 20, 12));
    expect(toDate('2022-06-20T12:00:00Z')?.getTime()).toBe(Date.UTC(2022, 5, 20, 12));
  });

  it('is null for an invalid date', () => {
    expect(toDate('2022-02-30')).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});
