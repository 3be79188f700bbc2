import { describe, expect, it } from 'vitest';
import { articleBadge, isNewArticle, NEW_ARTICLE_DAYS } from './article-card.ts';

const now = new Date('2025-03-15T12:00:00.000Z');
const daysBefore = (days: number, extraMs = 0) =>
  new Date(now.getTime() - days * 24 * 60 * 60 * 1000 + extraMs).toISOString();

describe('isNewArticle', () => {
  it('uses the spec’s 7 days', () => {
    expect(NEW_ARTICLE_DAYS).toBe(7);
  });

  it('is new just created and until just before 7 days', () => {
    expect(isNewArticle(now.toISOString(), now)).toBe(true);
    expect(isNewArticle(daysBefore(1), now)).toBe(true);
    expect(isNewArticle(daysBefore(7, 1), now)).toBe(true);
  });

  it('is not new at exactly 7 days, nor after', () => {
    expect(isNewArticle(daysBefore(7), now)).toBe(false);
    expect(isNewArticle(daysBefore(7, -1), now)).toBe(false);
    expect(isNewArticle(daysBefore(30), now)).toBe(false);
  });

  it('takes dates, strings and timestamps', () => {
    expect(isNewArticle(new Date(daysBefore(2)), now.getTime())).toBe(true);
    expect(isNewArticle(Date.parse(daysBefore(8)), now.toISOString())).toBe(false);
  });

  it('counts a date slightly in the future as new and an invalid date as not new', () => {
    expect(isNewArticle(daysBefore(-1), now)).toBe(true);
    expect(isNewArticle('not a date', now)).toBe(false);
  });
});

describe('articleBadge', () => {
  it('shows the lock of the access level first, even on new content', () => {
    expect(articleBadge({ access_level: 'member', created_at: daysBefore(1) }, now)).toBe('member');
    expect(articleBadge({ access_level: 'vip', created_at: daysBefore(1) }, now)).toBe('vip');
    expect(articleBadge({ access_level: 'vip', created_at: daysBefore(60) }, now)).toBe('vip');
  });

  it('shows new on public content under 7 days, nothing otherwise', () => {
    expect(articleBadge({ access_level: 'public', created_at: daysBefore(6) }, now)).toBe('new');
    expect(articleBadge({ access_level: 'public', created_at: daysBefore(7) }, now)).toBeNull();
  });
});
