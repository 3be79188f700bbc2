import { describe, expect, it } from 'vitest';
import {
  GRID_DEGREES,
  cellBoundingBox,
  distanceLabel,
  haversineKm,
  snapPoint,
  snappedDistanceKm,
  type Point,
} from './location';

const MONTREAL: Point = { latitude: 45.5017, longitude: -73.5673 };
const QUEBEC: Point = { latitude: 46.8139, longitude: -71.208 };

/** Metres to degrees at a latitude. */
const north = (p: Point, km: number): Point => ({ ...p, latitude: p.latitude + km / 111.19 });
const east = (p: Point, km: number): Point => ({
  ...p,
  longitude: p.longitude + km / (111.19 * Math.cos((p.latitude * Math.PI) / 180)),
});

describe('snapping', () => {
  it('puts every point of a cell on the same centre, and cells are about 5.5 km square', () => {
    const centre = snapPoint(MONTREAL);
    expect(snapPoint(centre)).toEqual(centre);
    expect(Math.abs(centre.latitude - MONTREAL.latitude)).toBeLessThanOrEqual(GRID_DEGREES / 2);
    const height = haversineKm(snapPoint(north(centre, 0)), snapPoint(north(centre, 5.6)));
    const width = haversineKm(snapPoint(centre), snapPoint(east(centre, 5.6)));
    expect(height).toBeGreaterThan(5);
    expect(height).toBeLessThan(7);
    expect(width).toBeGreaterThan(4.5);
    expect(width).toBeLessThan(7);
  });

  it('measures between cell centres, in whole km, never below 3', () => {
    expect(snappedDistanceKm(MONTREAL, MONTREAL)).toBe(3);
    expect(snappedDistanceKm(MONTREAL, north(MONTREAL, 0.5))).toBe(3);
    const far = snappedDistanceKm(MONTREAL, QUEBEC);
    expect(Number.isInteger(far)).toBe(true);
    expect(Math.abs((far ?? 0) - haversineKm(MONTREAL, QUEBEC))).toBeLessThan(8);
    expect(snappedDistanceKm(MONTREAL, null)).toBeNull();
    expect(snappedDistanceKm({ latitude: null, longitude: null }, QUEBEC)).toBeNull();
  });

  it('shows distances capped at 200 with a plus', () => {
    expect(distanceLabel(3)).toBe('3 km');
    expect(distanceLabel(200)).toBe('200 km');
    expect(distanceLabel(201)).toBe('200+ km');
    expect(distanceLabel(null)).toBeNull();
  });
});

describe('trilateration', () => {
  it('moving one’s own point in 100 m steps never reveals anything finer than the grid', () => {
    // A member at home; an attacker walks a line past them, 100 m at a time, asking the distance.
    const home: Point = { latitude: 45.53217, longitude: -73.60411 };
    const start = east(north(home, -12), -12);
    const seen: { at: Point; km: number }[] = [];
    for (let step = 0; step <= 240; step += 1) {
      const at = east(north(start, step * 0.1), step * 0.1);
      seen.push({ at, km: snappedDistanceKm(at, home) ?? -1 });
    }
    // The answer only changes when the attacker's own point crosses into another grid cell ...
    for (let i = 1; i < seen.length; i += 1) {
      const before = seen[i - 1];
      const after = seen[i];
      if (!before || !after) continue;
      if (before.km !== after.km) expect(snapPoint(before.at)).not.toEqual(snapPoint(after.at));
    }
    // ... and every home in the same cell gives exactly the same answers: the home is hidden in its cell.
    const cell = snapPoint(home);
    const neighbours = [
      { latitude: cell.latitude - 0.024, longitude: cell.longitude - 0.03 },
      { latitude: cell.latitude + 0.024, longitude: cell.longitude + 0.03 },
      { latitude: cell.latitude + 0.01, longitude: cell.longitude - 0.02 },
    ].filter((other) => JSON.stringify(snapPoint(other)) === JSON.stringify(cell));
    expect(neighbours.length).toBeGreaterThan(0);
    for (const other of neighbours)
      for (const { at, km } of seen) expect(snappedDistanceKm(at, other)).toBe(km);
  });

  it('the smallest change an attacker can observe is a whole km, from a whole cell move', () => {
    const home: Point = { latitude: 46.80123, longitude: -71.2456 };
    const values = new Set<number>();
    for (let metres = 0; metres < 5000; metres += 50)
      values.add(snappedDistanceKm(east(home, 20 + metres / 1000), home) ?? 0);
    // 5 km of 50 m steps: at most two cells crossed, so at most a few distinct answers.
    expect(values.size).toBeLessThanOrEqual(3);
  });
});

describe('cell bounding box', () => {
  it('holds the cell of every member within the radius, and not the cells well outside it', () => {
    for (const origin of [MONTREAL, north(MONTREAL, 1600), east(MONTREAL, 2.7)]) {
      for (const km of [3, 5, 10, 25, 150, 320]) {
        const box = cellBoundingBox(origin, km);
        expect(box).not.toBeNull();
        if (!box) continue;
        const inside = (p: { latitude: number; longitude: number }) =>
          p.latitude >= box.minLat &&
          p.latitude <= box.maxLat &&
          p.longitude >= box.minLng &&
          p.longitude <= box.maxLng;
        // Points every ~0.2 km² around the origin, a little past the radius.
        const step = (km + 12) / 40;
        for (let dy = -(km + 12); dy <= km + 12; dy += step) {
          for (let dx = -(km + 12); dx <= km + 12; dx += step) {
            const p = east(north(origin, dy), dx);
            const shown = snappedDistanceKm(origin, p) ?? Infinity;
            // Never a member the search would show outside the box…
            if (shown <= km) expect(inside(snapPoint(p))).toBe(true);
            // … and the box is tight: north, south, east or west, no member more than about a cell
            // past the radius (the old box on raw coordinates reached 10.5 km past it), give or take
            // the longitude's margin on a large box (its degrees are measured at its polar edge).
            if (Math.max(Math.abs(dx), Math.abs(dy)) > km * 1.06 + 7)
              expect(inside(snapPoint(p))).toBe(false);
          }
        }
      }
    }
  });
});
