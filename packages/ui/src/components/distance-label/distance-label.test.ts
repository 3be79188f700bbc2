import { describe, expect, it } from 'vitest';
import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, distanceDisplay } from './distance-label';

describe('distanceDisplay', () => {
  it('has the spec limits', () => {
    expect(DISTANCE_MIN_KM).toBe(3);
    expect(DISTANCE_MAX_KM).toBe(200);
  });

  it.each([
    [0, 3, false],
    [-4, 3, false],
    [1, 3, false],
    [2.4, 3, false],
    [2.6, 3, false],
    [3, 3, false],
    [3.4, 3, false],
    [3.5, 4, false],
    [42, 42, false],
    [42.49, 42, false],
    [199.5, 200, false],
    [200, 200, false],
    [200.4, 200, false],
    [200.5, 200, true],
    [201, 200, true],
    [350, 200, true],
    [Number.POSITIVE_INFINITY, 200, true],
  ])('%d km shows %d (capped: %s)', (km, value, capped) => {
    expect(distanceDisplay(km)).toEqual({ value, capped });
  });

  it('shows nothing without a distance', () => {
    expect(distanceDisplay(null)).toBeNull();
    expect(distanceDisplay(undefined)).toBeNull();
    expect(distanceDisplay(Number.NaN)).toBeNull();
  });
});
