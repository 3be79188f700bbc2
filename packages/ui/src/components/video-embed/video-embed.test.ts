import { describe, expect, it } from 'vitest';
import { detectVideoKind, toEmbedUrl, withAutoplay } from './video-embed.ts';

describe('detectVideoKind', () => {
  it('plays direct files in a video element', () => {
    expect(detectVideoKind('https://cdn.example.com/intro.mp4')).toBe('file');
    expect(detectVideoKind('/videos/intro.WEBM?v=2')).toBe('file');
    expect(detectVideoKind('data:video/mp4;base64,AAAA')).toBe('file');
    expect(detectVideoKind('blob:https://app.example.com/1234')).toBe('file');
  });

  it('embeds anything else in an iframe', () => {
    expect(detectVideoKind('https://www.youtube.com/embed/abc123')).toBe('iframe');
    expect(detectVideoKind('https://player.vimeo.com/video/42')).toBe('iframe');
    expect(detectVideoKind('about:blank')).toBe('iframe');
  });
});

describe('toEmbedUrl', () => {
  it('turns YouTube and Vimeo links into embed URLs', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc123&t=4')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(toEmbedUrl('https://youtu.be/abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('keeps embed URLs and other URLs as they are', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/abc123')).toBe(
      'https://www.youtube.com/embed/abc123',
    );
    expect(toEmbedUrl('about:blank')).toBe('about:blank');
    expect(toEmbedUrl('https://example.com/page')).toBe('https://example.com/page');
  });
});

describe('withAutoplay', () => {
  it('asks YouTube and Vimeo to start playing', () => {
    expect(withAutoplay('https://www.youtube.com/embed/abc123?rel=0')).toBe(
      'https://www.youtube.com/embed/abc123?rel=0&autoplay=1',
    );
    expect(withAutoplay('https://vimeo.com/42')).toBe(
      'https://player.vimeo.com/video/42?autoplay=1',
    );
  });

  it('leaves other URLs untouched', () => {
    expect(withAutoplay('about:blank')).toBe('about:blank');
    expect(withAutoplay('https://example.com/embed/1')).toBe('https://example.com/embed/1');
  });
});
