/**
 * What kind of player a video URL needs, and the URL to load once the member asks for it. Pure, so
 * the detection is unit-tested; nothing here fetches anything.
 */

export type VideoKind = 'iframe' | 'file';

const FILE_EXTENSIONS = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function parse(src: string): URL | null {
  try {
    return new URL(src, 'https://invalid.local/');
  } catch {
    return null;
  }
}

/** A direct video file plays in a `<video>`; anything else (YouTube, Vimeo) is an embed `<iframe>`. */
export function detectVideoKind(src: string): VideoKind {
  if (src.startsWith('data:video/') || src.startsWith('blob:')) return 'file';
  const url = parse(src);
  if (!url) return 'iframe';
  return FILE_EXTENSIONS.test(url.pathname) ? 'file' : 'iframe';
}

/**
 * Turns a YouTube or Vimeo page link into its embed URL (youtube-nocookie for YouTube); any other URL,
 * an embed URL included, is returned as is.
 */
export function toEmbedUrl(src: string): string {
  const url = parse(src);
  if (!url || !/^https?:$/.test(url.protocol)) return src;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : src;
  }
  if (host === 'youtube.com' && url.pathname === '/watch') {
    const id = url.searchParams.get('v');
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : src;
  }
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : src;
  }
  return src;
}

/**
 * The embed URL asked to start playing: the member pressed play, so YouTube and Vimeo get
 * `autoplay=1`. Other URLs (a local `about:blank`, an unknown host) are left untouched.
 */
export function withAutoplay(src: string): string {
  const embed = toEmbedUrl(src);
  const url = parse(embed);
  if (!url || !/^https?:$/.test(url.protocol)) return embed;
  const host = url.hostname.replace(/^www\./, '');
  const known =
    host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'player.vimeo.com';
  if (!known) return embed;
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
