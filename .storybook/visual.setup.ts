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
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface VisualParameters {
  visual?: { disable?: boolean; allowedMismatchedPixelRatio?: number };
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

  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(storyId, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    comparatorName: 'pixelmatch',
    // Anti-aliasing may differ by a few pixels between runs; a real change moves far more.
    comparatorOptions: {
      threshold: 0.1,
      allowedMismatchedPixelRatio: visual?.allowedMismatchedPixelRatio ?? 0.0005,
    },
    timeout: 10_000,
  });
});
