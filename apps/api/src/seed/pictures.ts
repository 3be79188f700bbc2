/**
 * Generated pictures of the demo world: made offline with sharp from SVG, no stock photos.
 *
 * - Portraits: a warm gradient background and a soft, faceless head-and-shoulders silhouette (skin tone,
 *   hair colour and style, sometimes a beard or glasses, a coloured top), with the member's initials.
 *   A few dozen looks are drawn from fixed palettes; each look's pixels are rendered once, then every
 *   member who has it gets their own initials blended in and their own JPEG, so no two portraits are the
 *   same file.
 * - Scenes: the other gallery pictures (mountains, lake and pines, a city at dusk, a beach, a café table,
 *   bokeh lights) in warm palettes, rendered and encoded once and reused as they are.
 *
 * Every picture is a 1000 × 1000 JPEG (what the client's cropper uploads) with its 300-pixel-wide
 * thumbnail, the same sizes and quality as the media module's (`THUMBNAIL_WIDTH`, `JPEG_QUALITY`).
 * libvips' mozjpeg trellis pass is left off here: it triples the encoding time for a few per cent.
 */
import sharp from 'sharp';
import { JPEG_QUALITY, THUMBNAIL_WIDTH } from '../modules/media/images';

export const PICTURE_SIDE = 1000;

export interface RenderedPicture {
  image: Buffer;
  thumbnail: Buffer;
}

export type Lean = 'feminine' | 'masculine' | 'neutral';
export type HairStyle = 'long' | 'bob' | 'bun' | 'curly' | 'waves' | 'short' | 'buzz' | 'bald';

export interface PortraitLook {
  lean: Lean;
  /** Grey or white hair: chosen for older members. */
  grey: boolean;
  skin: string;
  hair: string;
  style: HairStyle;
  beard: boolean;
  glasses: boolean;
  shirt: string;
  background: readonly [string, string];
}

/* ---------------------------------------------------------------------------------------------- */
/* Palettes                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

const SKIN_TONES = [
  '#f6d7c3',
  '#efc3a4',
  '#e3b087',
  '#d29a6c',
  '#bf8052',
  '#a0673e',
  '#7f4f2e',
  '#5c3820',
] as const;
const HAIR_COLOURS = ['#1f1611', '#3b2417', '#5c3a22', '#7e3b1f', '#b98b52', '#a8482a'] as const;
const GREY_HAIR = ['#8f8b86', '#b3afa9', '#d8d4cd'] as const;
const SHIRTS = [
  '#2f6f73',
  '#6b4e9b',
  '#a23e48',
  '#35524a',
  '#2d4059',
  '#c98b2b',
  '#d0654f',
  '#4f6d8f',
  '#7a5c3e',
  '#3f7d5a',
] as const;
const WARM_BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#f6d365', '#fda085'],
  ['#fbc2eb', '#f68084'],
  ['#ffecd2', '#fcb69f'],
  ['#f9d29d', '#d4868c'],
  ['#fddb92', '#f2a07b'],
  ['#ffd1b3', '#e7839b'],
  ['#f7c59f', '#c97b84'],
  ['#fde2c3', '#f3a683'],
  ['#f5e1a4', '#e49a6c'],
  ['#f8c8b8', '#b58bc4'],
];

const STYLES: Readonly<Record<Lean, readonly HairStyle[]>> = {
  feminine: ['long', 'long', 'bob', 'bun', 'curly', 'waves', 'short'],
  masculine: ['short', 'short', 'buzz', 'bald', 'curly', 'waves'],
  neutral: ['short', 'curly', 'bob', 'buzz', 'waves'],
};

/** A small fixed-seed generator, so the looks are the same on every machine and every run. */
function mulberry(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildLooks(): PortraitLook[] {
  const random = mulberry(1000);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const looks: PortraitLook[] = [];
  const plan: [Lean, number][] = [
    ['feminine', 20],
    ['masculine', 20],
    ['neutral', 10],
  ];
  for (const [lean, count] of plan) {
    for (let i = 0; i < count; i++) {
      // One look in four of each lean has grey hair; skin tones go round so all are present.
      const grey = i % 4 === 3;
      const style = pick(STYLES[lean]);
      looks.push({
        lean,
        grey,
        skin: SKIN_TONES[(i * 3 + looks.length) % SKIN_TONES.length] ?? SKIN_TONES[0],
        hair: grey ? pick(GREY_HAIR) : pick(HAIR_COLOURS),
        style,
        beard: lean === 'masculine' && random() < 0.4,
        glasses: random() < 0.25,
        shirt: pick(SHIRTS),
        background: pick(WARM_BACKGROUNDS),
      });
    }
  }
  return looks;
}

/** The portrait looks (a few dozen), in a fixed order. */
export const PORTRAIT_LOOKS: readonly PortraitLook[] = buildLooks();

/** The looks that suit a member: their gender's lean (sometimes a neutral one) and grey hair with age. */
export function looksFor(
  gender: 'female' | 'male' | 'non_binary',
  age: number,
  random: () => number,
): number[] {
  const lean: Lean =
    gender === 'non_binary'
      ? random() < 0.6
        ? 'neutral'
        : random() < 0.5
          ? 'feminine'
          : 'masculine'
      : random() < 0.12
        ? 'neutral'
        : gender === 'female'
          ? 'feminine'
          : 'masculine';
  const grey = age >= 58 || (age >= 48 && random() < 0.4);
  const indices = PORTRAIT_LOOKS.flatMap((look, index) =>
    look.lean === lean && look.grey === grey ? [index] : [],
  );
  return indices.length > 0 ? indices : PORTRAIT_LOOKS.map((_, index) => index);
}

/* ---------------------------------------------------------------------------------------------- */
/* Portrait SVG                                                                                     */
/* ---------------------------------------------------------------------------------------------- */

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function hairBehind(look: PortraitLook): string {
  const hair = look.hair;
  switch (look.style) {
    case 'long':
      return `<path d="M318 430 C 300 230, 700 230, 682 430 L 712 760 C 610 800, 390 800, 288 760 Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M330 430 C 315 250, 685 250, 670 430 L 676 610 C 600 640, 400 640, 324 610 Z" fill="${hair}"/>`;
    case 'waves':
      return `<path d="M330 420 C 310 240, 690 240, 670 420 C 700 500, 660 560, 690 640 C 600 680, 400 680, 310 640 C 340 560, 300 500, 330 420 Z" fill="${hair}"/>`;
    case 'curly': {
      const circles = Array.from({ length: 14 }, (_, i) => {
        const angle = Math.PI * (0.95 + i * 0.085);
        const x = 500 + 165 * Math.cos(angle);
        const y = 430 + 175 * Math.sin(angle);
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="62"/>`;
      }).join('');
      return `<g fill="${hair}">${circles}</g>`;
    }
    case 'bun':
      return `<circle cx="500" cy="258" r="66" fill="${hair}"/><ellipse cx="500" cy="420" rx="150" ry="172" fill="${hair}"/>`;
    case 'short':
      return `<ellipse cx="500" cy="418" rx="148" ry="176" fill="${hair}"/>`;
    case 'buzz':
      return `<ellipse cx="500" cy="432" rx="140" ry="170" fill="${hair}"/>`;
    case 'bald':
      return '';
  }
}

function hairFront(look: PortraitLook): string {
  const hair = look.hair;
  // A cap over the top of the head (its top at y 288) down to a fringe line across the forehead.
  switch (look.style) {
    case 'long':
    case 'waves':
      return `<path d="M360 430 C 345 222, 655 222, 640 430 C 612 338, 470 326, 360 430 Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M356 440 C 345 222, 655 222, 644 440 C 600 348, 400 348, 356 440 Z" fill="${hair}"/>`;
    case 'bun':
    case 'short':
    case 'curly':
      return `<path d="M364 405 C 350 224, 650 224, 636 405 C 600 334, 400 334, 364 405 Z" fill="${hair}"/>`;
    case 'buzz':
      return `<path d="M368 392 C 358 232, 642 232, 632 392 C 600 338, 400 338, 368 392 Z" fill="${hair}" opacity="0.88"/>`;
    case 'bald':
      return '';
  }
}

function beard(look: PortraitLook): string {
  if (!look.beard) return '';
  return `<path d="M372 480 C 380 600, 440 640, 500 642 C 560 640, 620 600, 628 480 C 600 560, 560 585, 500 585 C 440 585, 400 560, 372 480 Z" fill="${look.hair}" opacity="0.92"/>`;
}

function glasses(look: PortraitLook): string {
  if (!look.glasses) return '';
  const frame = shade(look.hair, 0.6);
  return `<g fill="none" stroke="${frame}" stroke-width="9" opacity="0.9"><circle cx="448" cy="452" r="40"/><circle cx="552" cy="452" r="40"/><path d="M488 450 L 512 450"/></g>`;
}

/** The portrait without initials: background, silhouette, hair and top. */
export function portraitSvg(look: PortraitLook): string {
  const [from, to] = look.background;
  const neck = shade(look.skin, 0.86);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIDE}" height="${PICTURE_SIDE}" viewBox="0 0 1000 1000">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.36" r="0.62"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="face" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#000000" stop-opacity="0.1"/></radialGradient>
<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(look.shirt, 1.12)}"/><stop offset="1" stop-color="${shade(look.shirt, 0.82)}"/></linearGradient>
</defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<rect width="1000" height="1000" fill="url(#glow)"/>
<circle cx="150" cy="170" r="130" fill="#ffffff" opacity="0.09"/>
<circle cx="870" cy="250" r="90" fill="#ffffff" opacity="0.1"/>
<circle cx="820" cy="120" r="36" fill="#ffffff" opacity="0.12"/>
<g transform="translate(500 1000) scale(1.14) translate(-500 -1000)">
${hairBehind(look)}
<path d="M150 1000 C 170 800, 320 712, 500 712 C 680 712, 830 800, 850 1000 Z" fill="url(#top)"/>
<path d="M440 590 L 560 590 L 570 735 C 535 765, 465 765, 430 735 Z" fill="${neck}"/>
<ellipse cx="500" cy="450" rx="132" ry="162" fill="${look.skin}"/>
<ellipse cx="500" cy="450" rx="132" ry="162" fill="url(#face)"/>
<ellipse cx="368" cy="462" rx="18" ry="32" fill="${neck}"/>
<ellipse cx="632" cy="462" rx="18" ry="32" fill="${neck}"/>
${beard(look)}
${hairFront(look)}
${glasses(look)}
</g>
</svg>`;
}

const INITIALS_TOP = 800;
const INITIALS_HEIGHT = 170;
const INITIALS_LEFT = 200;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initialsSvg(initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIDE}" height="${INITIALS_HEIGHT}">
<text x="502" y="124" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="112" font-weight="bold" letter-spacing="10" fill="#000000" fill-opacity="0.18">${escapeXml(initials)}</text>
<text x="500" y="120" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="112" font-weight="bold" letter-spacing="10" fill="#ffffff" fill-opacity="0.9">${escapeXml(initials)}</text>
</svg>`;
}

/* ---------------------------------------------------------------------------------------------- */
/* Scenes                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

interface ScenePalette {
  sky: readonly [string, string];
  sun: string;
  far: string;
  near: string;
  water: string;
}

const SCENE_PALETTES: readonly ScenePalette[] = [
  // Golden hour
  {
    sky: ['#fcd581', '#f08a5d'],
    sun: '#fff1c1',
    far: '#c9705a',
    near: '#7d3f45',
    water: '#e79a6f',
  },
  // Pink sunrise
  {
    sky: ['#ffd6c9', '#e98aa6'],
    sun: '#fff5e6',
    far: '#b5768f',
    near: '#6e4763',
    water: '#e4a3b5',
  },
  // Lavender dusk
  {
    sky: ['#f7c6a3', '#8c6bb1'],
    sun: '#ffe3c2',
    far: '#7a5b94',
    near: '#3f3559',
    water: '#b892c4',
  },
  // Winter afternoon
  {
    sky: ['#fde8d7', '#a7c5e3'],
    sun: '#fffaf0',
    far: '#8ea6c4',
    near: '#4d6a8a',
    water: '#c9dcef',
  },
];

type SceneKind = 'mountains' | 'lake' | 'city' | 'beach' | 'cafe' | 'bokeh';
const SCENE_KINDS: readonly SceneKind[] = ['mountains', 'lake', 'city', 'beach', 'cafe', 'bokeh'];

export const SCENE_COUNT = SCENE_KINDS.length * SCENE_PALETTES.length;

function sceneBody(kind: SceneKind, p: ScenePalette, random: () => number): string {
  switch (kind) {
    case 'mountains':
      return `<circle cx="680" cy="380" r="90" fill="${p.sun}" opacity="0.9"/>
<path d="M0 640 L 180 420 L 320 560 L 470 360 L 640 580 L 800 430 L 1000 620 L 1000 1000 L 0 1000 Z" fill="${p.far}" opacity="0.75"/>
<path d="M0 760 L 140 600 L 300 720 L 520 520 L 700 720 L 860 610 L 1000 740 L 1000 1000 L 0 1000 Z" fill="${p.near}"/>
<rect y="860" width="1000" height="140" fill="${p.water}" opacity="0.55"/>`;
    case 'lake': {
      const pines = Array.from({ length: 16 }, (_, i) => {
        const x = i * 68 + random() * 30 - 15;
        const h = 150 + random() * 140;
        return `<path d="M${x.toFixed(0)} 640 L ${(x + 34).toFixed(0)} ${(640 - h).toFixed(0)} L ${(x + 68).toFixed(0)} 640 Z"/>`;
      }).join('');
      return `<circle cx="300" cy="330" r="80" fill="${p.sun}" opacity="0.85"/>
<rect y="600" width="1000" height="400" fill="${p.water}"/>
<g fill="${p.near}">${pines}</g>
<rect y="640" width="1000" height="360" fill="${p.water}" opacity="0.85"/>
<g fill="#ffffff" opacity="0.35"><rect x="220" y="700" width="160" height="6" rx="3"/><rect x="260" y="740" width="90" height="5" rx="2"/><rect x="560" y="780" width="200" height="6" rx="3"/></g>`;
    }
    case 'city': {
      const buildings = Array.from({ length: 12 }, (_, i) => {
        const w = 70 + random() * 40;
        const x = i * 86 - 10;
        const h = 180 + random() * 330;
        const windows = Array.from({ length: 8 }, (_, j) =>
          random() < 0.45
            ? `<rect x="${(x + 12 + (j % 2) * 30).toFixed(0)}" y="${(1000 - h + 24 + Math.floor(j / 2) * 44).toFixed(0)}" width="16" height="20" fill="${p.sun}" opacity="0.8"/>`
            : '',
        ).join('');
        return `<rect x="${x.toFixed(0)}" y="${(1000 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${i % 2 ? p.near : p.far}"/>${windows}`;
      }).join('');
      return `<circle cx="760" cy="300" r="70" fill="${p.sun}" opacity="0.8"/>${buildings}`;
    }
    case 'beach':
      return `<circle cx="500" cy="560" r="120" fill="${p.sun}"/>
<rect y="560" width="1000" height="260" fill="${p.water}"/>
<g fill="#ffffff" opacity="0.4"><rect x="360" y="600" width="280" height="8" rx="4"/><rect x="410" y="640" width="180" height="7" rx="3"/><rect x="450" y="680" width="100" height="6" rx="3"/></g>
<path d="M0 820 C 250 780, 750 790, 1000 830 L 1000 1000 L 0 1000 Z" fill="#f3d9b1"/>`;
    case 'cafe':
      return `<rect y="620" width="1000" height="380" fill="${p.near}" opacity="0.9"/>
<ellipse cx="500" cy="760" rx="250" ry="70" fill="#000000" opacity="0.15"/>
<path d="M330 560 L 670 560 L 640 760 C 630 800, 370 800, 360 760 Z" fill="#fbf6ef"/>
<ellipse cx="500" cy="560" rx="170" ry="40" fill="#fbf6ef"/>
<ellipse cx="500" cy="562" rx="150" ry="30" fill="#6f4630"/>
<path d="M665 600 C 760 600, 760 720, 650 720" fill="none" stroke="#fbf6ef" stroke-width="26"/>
<g fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.5"><path d="M450 500 C 420 450, 480 420, 450 360"/><path d="M530 500 C 500 450, 560 420, 530 360"/></g>`;
    case 'bokeh': {
      const circles = Array.from({ length: 26 }, () => {
        const x = random() * 1000;
        const y = random() * 1000;
        const r = 30 + random() * 110;
        const colour = [p.sun, p.far, p.water, '#ffffff'][Math.floor(random() * 4)] ?? p.sun;
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.18 + random() * 0.35).toFixed(2)}"/>`;
      }).join('');
      return circles;
    }
  }
}

/** Scene `index` (0 to SCENE_COUNT - 1) as SVG. */
export function sceneSvg(index: number): string {
  const kind = SCENE_KINDS[index % SCENE_KINDS.length] ?? 'mountains';
  const palette =
    SCENE_PALETTES[Math.floor(index / SCENE_KINDS.length) % SCENE_PALETTES.length] ??
    SCENE_PALETTES[0];
  if (!palette) throw new Error('No scene palette');
  const random = mulberry(2000 + index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIDE}" height="${PICTURE_SIDE}" viewBox="0 0 1000 1000">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#sky)"/>
${sceneBody(kind, palette, random)}
</svg>`;
}

/* ---------------------------------------------------------------------------------------------- */
/* Rendering                                                                                        */
/* ---------------------------------------------------------------------------------------------- */

const RAW = { width: PICTURE_SIDE, height: PICTURE_SIDE, channels: 3 } as const;

async function encode(pixels: Buffer): Promise<RenderedPicture> {
  const [image, thumbnail] = await Promise.all([
    sharp(pixels, { raw: RAW }).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
    sharp(pixels, { raw: RAW })
      .resize({ width: THUMBNAIL_WIDTH })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer(),
  ]);
  return { image, thumbnail };
}

async function rasterize(svg: string): Promise<Buffer> {
  // Every SVG here paints an opaque background first: dropping the alpha channel is enough.
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** Runs `task` over `items` with at most `limit` at once, results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Every scene, encoded once. */
export async function renderScenes(count = SCENE_COUNT): Promise<RenderedPicture[]> {
  return mapLimit(
    Array.from({ length: Math.min(count, SCENE_COUNT) }, (_, i) => i),
    2,
    async (index) => encode(await rasterize(sceneSvg(index))),
  );
}

/** Alpha-blends the RGBA `overlay` (full width, `INITIALS_HEIGHT` rows) into `pixels` at `INITIALS_TOP`. */
function blendInitials(pixels: Buffer, overlay: Buffer): void {
  const rows = Math.min(INITIALS_HEIGHT, PICTURE_SIDE - INITIALS_TOP);
  // The initials are centred and never wider than the middle of the picture.
  for (let y = 0; y < rows; y++) {
    for (let x = INITIALS_LEFT; x < PICTURE_SIDE - INITIALS_LEFT; x++) {
      const o = (y * PICTURE_SIDE + x) * 4;
      const alpha = (overlay[o + 3] ?? 0) / 255;
      if (alpha === 0) continue;
      const p = ((INITIALS_TOP + y) * PICTURE_SIDE + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[p + c] = Math.round(
          (pixels[p + c] ?? 0) * (1 - alpha) + (overlay[o + c] ?? 0) * alpha,
        );
      }
    }
  }
}

export interface PortraitRequest {
  /** Index in `PORTRAIT_LOOKS`. */
  look: number;
  initials: string;
}

/**
 * The members' portraits, in the requests' order. Each look is rasterised once (requests are grouped by
 * look, so only one look's pixels are held at a time); each member's initials are blended into a copy.
 */
export async function renderPortraits(
  requests: readonly PortraitRequest[],
  options: { concurrency?: number } = {},
): Promise<RenderedPicture[]> {
  const concurrency = options.concurrency ?? 2;
  const byLook = new Map<number, number[]>();
  requests.forEach((request, index) => {
    const group = byLook.get(request.look) ?? [];
    group.push(index);
    byLook.set(request.look, group);
  });
  const results = new Array<RenderedPicture>(requests.length);
  const groups = [...byLook.entries()].sort((a, b) => a[0] - b[0]);
  // Two looks at a time (their pixels are the only large buffers held), a few members within each.
  await mapLimit(groups, 2, async ([lookIndex, indices]) => {
    const look = PORTRAIT_LOOKS[lookIndex];
    if (!look) throw new Error(`No portrait look ${lookIndex}`);
    const base = await rasterize(portraitSvg(look));
    await mapLimit(indices, concurrency, async (index) => {
      const initials = requests[index]?.initials ?? '';
      const overlay = await sharp(Buffer.from(initialsSvg(initials)))
        .ensureAlpha()
        .raw()
        .toBuffer();
      const pixels = Buffer.from(base);
      blendInitials(pixels, overlay);
      results[index] = await encode(pixels);
    });
  });
  return results;
}
