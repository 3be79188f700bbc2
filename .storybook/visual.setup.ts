/**
 * Visual regression: after each story has rendered and its play function has passed, the page is
 * compared with the story's committed baseline in `tests/visual/baselines/<story id>.png`.
 *
 * - Update the baselines after an intended visual change: `npm run test:visual:update`.
 * - A story opts out with `parameters: { visual: { disable: true } }` (for instance one whose picture
 *   comes from a live camera), or loosens the comparison with `visual: { allowedMismatchedPixelRatio }`;
 *   say why beside it.
 * - The whole body is captured at the story's viewport, so dialogs and toasts rendered in portals are
 *   part of the picture. CSS animations and transitions are stopped, the caret hidden, fonts and
 *   images awaited.
 * - A story taller than the viewport is captured whole: the frame (and the page around it, so the
 *   scale of the picture stays the same) grows to the document's height before the capture.
 * - Every story must end still: nothing may move on its own after its play function (a carousel's
 *   autoplay, a timer that shows or hides something, a clock). Stop it in the play function (pause
 *   the autoplay, wait for the timer's end with `waitFor`, or give the component a fixed `now`).
 *   `npm run test:visual:stillness` finds the ones that still move: it captures each story twice,
 *   one and a half seconds apart, and fails those whose two pictures differ.
 */
import { afterEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the page that holds the test frame (vitest.config.ts). */
    setPageViewport: (width: number, height: number) => Promise<void>;
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by vitest.stillness.config.ts: check stillness instead of comparing with the baselines. */
    visualStillnessProbeMs?: number;
  }
}

interface VisualParameters {
  visual?: { disable?: boolean; allowedMismatchedPixelRatio?: number };
}

const screenshotOptions = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

const nothingToUndo = () => Promise.resolve();

/**
 * Grows the test frame to the document's scroll height, and the page around the frame by as much
 * (times the frame's scale), keeping the frame's scale, so the picture has the scale of the other
 * baselines. A few rounds, since a taller viewport may lengthen what is sized on it. Returns what
 * undoes it.
 */
async function showWholeDocument(): Promise<() => Promise<void>> {
  const frame = window.frameElement as HTMLElement | null;
  const top = window.top;
  const { innerWidth: width, innerHeight: height } = window;
  if (!frame || !top) return nothingToUndo;
  const pageWidth = top.innerWidth;
  const pageHeight = top.innerHeight;
  const holder = frame.parentElement;
  if (!holder) return nothingToUndo;
  const scale = Number(holder.dataset.scale ?? '1') || 1;
  const { transform } = holder.style;
  let shown = height;
  for (let round = 0; round < 3; round += 1) {
    const needed = document.documentElement.scrollHeight;
    if (needed <= shown) break;
    shown = needed;
    await commands.setPageViewport(pageWidth, pageHeight + Math.ceil((shown - height) * scale) + 8);
    await page.viewport(width, shown);
    // Vitest fits the frame in the page again; keep the scale of every other baseline exactly.
    holder.style.transform = transform;
    holder.dataset.scale = String(scale);
    await nextFrame();
  }
  if (shown === height) return nothingToUndo;
  window.scrollTo(0, 0);
  // The page first: resizing the frame then fits it in the page again, at the usual scale.
  return async () => {
    await commands.setPageViewport(pageWidth, pageHeight);
    await page.viewport(width, height);
    holder.style.transform = transform;
    holder.dataset.scale = String(scale);
  };
}

/** The pixels of a PNG screenshot. */
async function decode(base64: string): Promise<ImageData> {
  const response = await fetch(`data:image/png;base64,${base64}`);
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** The share of pixels that differ (any channel by more than a tenth) between two pictures. */
function mismatchedPixelRatio(first: ImageData, second: ImageData): number {
  if (first.width !== second.width || first.height !== second.height) return 1;
  let mismatched = 0;
  for (let index = 0; index < first.data.length; index += 4) {
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs((first.data[index + channel] ?? 0) - (second.data[index + channel] ?? 0)) > 25) {
        mismatched += 1;
        break;
      }
    }
  }
  return mismatched / (first.width * first.height);
}

/**
 * The stillness probe (vitest.stillness.config.ts): two captures `delayMs` apart must not differ
 * by more than the comparison with a baseline allows. Both are kept in tests/test-results/stillness.
 */
async function expectStill(storyId: string, delayMs: number): Promise<void> {
  const capture = async (suffix: string) => {
    const { base64 } = await page.screenshot({
      element: document.body,
      path: `../../../../../tests/test-results/stillness/${storyId}-${suffix}.png`,
      base64: true,
      ...screenshotOptions,
    });
    return decode(base64);
  };
  const first = await capture('1');
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const second = await capture('2');
  const ratio = mismatchedPixelRatio(first, second);
  expect.soft(ratio, `${storyId} still moves after its play function`).toBeLessThanOrEqual(0.0005);
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  // Not a story (or the story already failed: its own error says more than a picture would).
  if (!storyId || context.task.result?.state === 'fail') return;
  const { story } = context as unknown as { story?: { parameters?: VisualParameters } };
  const visual = story?.parameters?.visual;
  if (visual?.disable) return;

  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  document.body.style.minHeight = '100vh';
  const restore = await showWholeDocument();
  try {
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
    const stillnessProbeMs = inject('visualStillnessProbeMs');
    if (stillnessProbeMs) await expectStill(storyId, stillnessProbeMs);

    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
      screenshotOptions,
      comparatorName: 'pixelmatch',
      // Anti-aliasing may differ by a few pixels between runs; a real change moves far more.
      comparatorOptions: {
        threshold: 0.1,
        allowedMismatchedPixelRatio: visual?.allowedMismatchedPixelRatio ?? 0.0005,
      },
      // Time to get two identical captures in a row, generous for a loaded machine.
      timeout: 45_000,
    });
  } finally {
    await restore();
  }
});
