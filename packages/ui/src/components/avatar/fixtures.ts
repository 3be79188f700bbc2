/**
 * Pictures for stories, without network: inline SVG data URIs (a soft gradient with initials).
 */

export interface PictureFixtureOptions {
  /** Start and end colours of the gradient. */
  from?: string;
  to?: string;
  /** Width and height in pixels (portrait pictures are taller than wide). */
  width?: number;
  height?: number;
}

/** A picture made of a soft gradient and the initials, as a data URI. */
export function pictureFixture(
  initials: string,
  { from = '#f6e6ec', to = '#b8324f', width = 400, height = 400 }: PictureFixtureOptions = {},
): string {
  const fontSize = Math.round(Math.min(width, height) * 0.32);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.18}" fill="#ffffff" fill-opacity="0.25"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A few ready-made portraits. */
export const pictures = {
  camille: pictureFixture('CL', { from: '#f6e6ec', to: '#6d2e46' }),
  julien: pictureFixture('JB', { from: '#e2eef7', to: '#1e5a85' }),
  sophie: pictureFixture('SM', { from: '#fcf0d9', to: '#b8324f' }),
  marc: pictureFixture('MA', { from: '#e4f2ea', to: '#2f6b4a' }),
  nadia: pictureFixture('ND', { from: '#fbe7ea', to: '#85520a' }),
  olivier: pictureFixture('OG', { from: '#f5ebe4', to: '#57233a' }),
} as const;

/** A gallery of `count` pictures for carousels, each with a different gradient. */
export function galleryFixture(initials: string, count: number): string[] {
  const palette: [string, string][] = [
    ['#f6e6ec', '#6d2e46'],
    ['#e2eef7', '#1e5a85'],
    ['#fcf0d9', '#b8324f'],
    ['#e4f2ea', '#2f6b4a'],
    ['#fbe7ea', '#85520a'],
    ['#f5ebe4', '#57233a'],
  ];
  return Array.from({ length: count }, (_, index) => {
    const [from, to] = palette[index % palette.length] ?? ['#f6e6ec', '#6d2e46'];
    return pictureFixture(`${initials}${index + 1}`, { from, to, width: 480, height: 600 });
  });
}
