import { describe, expect, it } from 'vitest';
import { articleListFilter, articleListKind, readListState, writeListState } from './article-query';

describe('articleListKind', () => {
  it('reads the list from the path', () => {
    expect(articleListKind('/member/personal-development/video')).toBe('video');
    expect(articleListKind('/member/personal-development/article/')).toBe('article');
    expect(articleListKind('/member/personal-development/bonus')).toBe('bonus');
  });

  it('is null for the hub and for an article', () => {
    expect(articleListKind('/member/personal-development')).toBeNull();
    expect(articleListKind('/member/personal-development/12')).toBeNull();
  });
});

describe('articleListFilter', () => {
  it('lists the public and member content of the type for videos and articles', () => {
    expect(articleListFilter('video')).toEqual({
      type: 'video',
      access_level: ['public', 'member'],
    });
    expect(articleListFilter('article')).toEqual({
      type: 'article',
      access_level: ['public', 'member'],
    });
  });

  it('lists the VIP content of either type for the bonus', () => {
    expect(articleListFilter('bonus')).toEqual({ access_level: ['vip'] });
  });
});

describe('the list state in the address', () => {
  it('reads the defaults from an empty or broken query', () => {
    const defaults = { page: 1, sort: '-created_at', search: '', specialistId: null };
    expect(readListState(new URLSearchParams())).toEqual(defaults);
    expect(readListState(new URLSearchParams('page=-2&sort=name&specialist=x'))).toEqual(defaults);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(
      writeListState({ page: 1, sort: '-created_at', search: ' ', specialistId: null }).toString(),
    ).toBe('');
    const state = {
      page: 2,
      sort: '-ownerable_id' as const,
      search: 'rupture',
      specialistId: 3,
    };
    const query = writeListState(state);
    expect(query.toString()).toBe('search=rupture&specialist=3&sort=-ownerable_id&page=2');
    expect(readListState(query)).toEqual(state);
  });
});
