import { describe, expect, it } from 'vitest';
import { ARTICLE_DETAIL_IMAGE, articleMedia } from './article-detail.ts';

describe('articleMedia', () => {
  it('plays the embeddable player of a video first, else its address', () => {
    expect(
      articleMedia(
        {
          type: 'video',
          embed_video_url: 'https://player.vimeo.com/video/1',
          video_url: 'https://vimeo.com/1',
        },
        true,
      ),
    ).toEqual({ kind: 'video', src: 'https://player.vimeo.com/video/1' });
    expect(
      articleMedia(
        { type: 'video', embed_video_url: null, video_url: 'https://vimeo.com/1' },
        false,
      ),
    ).toEqual({ kind: 'video', src: 'https://vimeo.com/1' });
  });

  it('shows nothing for a video without an address, even with a picture', () => {
    expect(articleMedia({ type: 'video', embed_video_url: ' ', video_url: null }, true)).toEqual({
      kind: 'none',
    });
  });

  it('shows the picture of an article that has one', () => {
    expect(articleMedia({ type: 'article', embed_video_url: null, video_url: null }, true)).toEqual(
      {
        kind: 'image',
      },
    );
    expect(
      articleMedia({ type: 'article', embed_video_url: null, video_url: null }, false),
    ).toEqual({
      kind: 'none',
    });
  });

  it('uses a 600-pixel-wide picture', () => {
    expect(ARTICLE_DETAIL_IMAGE.width).toBe(600);
  });
});
