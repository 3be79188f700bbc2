import { describe, expect, it } from 'vitest';
import {
  CROP_ASPECT,
  CROP_JPEG_QUALITY,
  CROP_MAX_ZOOM,
  CROP_MIN_ZOOM,
  CROP_OUTPUT_TYPE,
  CROP_VIEWPORT_MAX,
  CROPPED_OUTPUT_SIZE,
  clampZoom,
  cropToCanvasArea,
} from './image-cropper.ts';

describe('crop constants', () => {
  it('follow the spec: 1000 × 1000 JPEG at 0.85, square, viewport at most 384 px', () => {
    expect(CROPPED_OUTPUT_SIZE).toBe(1000);
    expect(CROP_JPEG_QUALITY).toBe(0.85);
    expect(CROP_OUTPUT_TYPE).toBe('image/jpeg');
    expect(CROP_ASPECT).toBe(1);
    expect(CROP_VIEWPORT_MAX).toBe(384);
    expect(CROP_MIN_ZOOM).toBeLessThan(CROP_MAX_ZOOM);
  });
});

describe('cropToCanvasArea', () => {
  it('draws a whole square image over the whole 1000 px canvas', () => {
    expect(
      cropToCanvasArea({ x: 0, y: 0, width: 300, height: 300 }, { width: 300, height: 300 }),
    ).toEqual({ sx: 0, sy: 0, sw: 300, sh: 300, dx: 0, dy: 0, dw: 1000, dh: 1000, size: 1000 });
  });

  it('takes the centre square of a landscape image', () => {
    const area = cropToCanvasArea(
      { x: 150, y: 0, width: 300, height: 300 },
      { width: 600, height: 300 },
    );
    expect(area).toMatchObject({ sx: 150, sy: 0, sw: 300, sh: 300, dx: 0, dy: 0 });
    expect(area.dw).toBe(1000);
    expect(area.dh).toBe(1000);
  });

  it('scales a zoomed-in area up to the output size', () => {
    const area = cropToCanvasArea(
      { x: 100, y: 50, width: 125, height: 125 },
      { width: 400, height: 400 },
    );
    expect(area).toMatchObject({ sx: 100, sy: 50, sw: 125, sh: 125, dx: 0, dy: 0 });
    expect(area.dw).toBeCloseTo(1000);
    expect(area.dh).toBeCloseTo(1000);
  });

  it('leaves the part of the area outside the image blank, in place', () => {
    // The area starts 50 px left of and 100 px above a 200 × 200 image.
    const area = cropToCanvasArea(
      { x: -50, y: -100, width: 200, height: 200 },
      { width: 200, height: 200 },
    );
    expect(area).toMatchObject({ sx: 0, sy: 0, sw: 150, sh: 100 });
    expect(area.dx).toBeCloseTo(250);
    expect(area.dy).toBeCloseTo(500);
    expect(area.dw).toBeCloseTo(750);
    expect(area.dh).toBeCloseTo(500);
  });

  it('clamps an area running past the right and bottom edges', () => {
    const area = cropToCanvasArea(
      { x: 300, y: 300, width: 200, height: 200 },
      { width: 400, height: 400 },
    );
    expect(area).toMatchObject({ sx: 300, sy: 300, sw: 100, sh: 100, dx: 0, dy: 0 });
    expect(area.dw).toBeCloseTo(500);
  });

  it('takes another output size', () => {
    const area = cropToCanvasArea(
      { x: 0, y: 0, width: 250, height: 250 },
      { width: 250, height: 250 },
      500,
    );
    expect(area.size).toBe(500);
    expect(area.dw).toBe(500);
  });

  it('draws nothing for an empty area or image', () => {
    expect(
      cropToCanvasArea({ x: 0, y: 0, width: 0, height: 0 }, { width: 300, height: 300 }),
    ).toMatchObject({ sw: 0, sh: 0, dw: 0, dh: 0, size: 1000 });
    expect(
      cropToCanvasArea({ x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 0 }),
    ).toMatchObject({ sw: 0, dw: 0 });
  });
});

describe('clampZoom', () => {
  it('keeps the zoom between 1 and 3 on a 0.1 step', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(9)).toBe(3);
  });
});
