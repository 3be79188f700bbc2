import { describe, expect, it } from 'vitest';
import { articleListFilter, articleListKind } from './article-query';

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
