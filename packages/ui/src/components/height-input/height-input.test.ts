import { describe, expect, it } from 'vitest';
import {
  clampHeight,
  clampInches,
  cmToFeetInches,
  feetInchesToCm,
  feetOptions,
  heightStatus,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  inchOptions,
  MAX_INCHES,
  parseCm,
  roundCm,
} from './height-input.ts';

describe('centimetres', () => {
  it('are rounded to an integer both ways', () => {
    expect(roundCm(170.4)).toBe(170);
    expect(roundCm(170.5)).toBe(171);
    expect(parseCm('170,6')).toBe(171);
    expect(parseCm('170.4')).toBe(170);
    expect(parseCm(' 182 ')).toBe(182);
  });

  it('refuse text that is not a number', () => {
    expect(parseCm('')).toBeNull();
    expect(parseCm('abc')).toBeNull();
    expect(parseCm('-170')).toBeNull();
    expect(parseCm('1e3')).toBeNull();
  });

  it('range from 122 to 213', () => {
    expect([HEIGHT_MIN_CM, HEIGHT_MAX_CM]).toEqual([122, 213]);
    expect(heightStatus(null)).toBe('empty');
    expect(heightStatus(121)).toBe('below-min');
    expect(heightStatus(121.6)).toBe('valid');
    expect(heightStatus(122)).toBe('valid');
    expect(heightStatus(213)).toBe('valid');
    expect(heightStatus(213.4)).toBe('valid');
    expect(heightStatus(214)).toBe('above-max');
    expect(clampHeight(300)).toBe(213);
    expect(clampHeight(90)).toBe(122);
  });
});

describe('feet and inches', () => {
  it('round centimetres to the nearest inch', () => {
    expect(cmToFeetInches(170)).toEqual({ feet: 5, inches: 7 }); // 66.93 in
    expect(cmToFeetInches(175)).toEqual({ feet: 5, inches: 9 }); // 68.90 in
    expect(cmToFeetInches(HEIGHT_MIN_CM)).toEqual({ feet: 4, inches: 0 });
    expect(cmToFeetInches(HEIGHT_MAX_CM)).toEqual({ feet: 7, inches: 0 });
  });

  it('never give 12 inches: 182 cm is 6 ft 0 in, not 5 ft 12 in', () => {
    expect(cmToFeetInches(182)).toEqual({ feet: 6, inches: 0 }); // 71.65 in
    expect(cmToFeetInches(181)).toEqual({ feet: 5, inches: 11 }); // 71.26 in
    for (let cm = HEIGHT_MIN_CM; cm <= HEIGHT_MAX_CM; cm += 1) {
      expect(cmToFeetInches(cm).inches).toBeLessThanOrEqual(MAX_INCHES);
    }
  });

  it('give rounded centimetres', () => {
    expect(feetInchesToCm(5, 7)).toBe(170); // 170.18
    expect(feetInchesToCm(5, 11)).toBe(180); // 180.34
    expect(feetInchesToCm(6, 0)).toBe(183); // 182.88
    expect(feetInchesToCm(4, 0)).toBe(122); // 121.92
    expect(feetInchesToCm(7, 0)).toBe(213); // 213.36
  });

  it('keep inches from 0 to 11: 11 is the most, 12 counts as 11', () => {
    expect(MAX_INCHES).toBe(11);
    expect(clampInches(11)).toBe(11);
    expect(clampInches(12)).toBe(11);
    expect(clampInches(-1)).toBe(0);
    expect(clampInches(Number.NaN)).toBe(0);
    expect(feetInchesToCm(5, 12)).toBe(feetInchesToCm(5, 11));
  });

  it('round-trip every whole inch of the range', () => {
    for (let total = 48; total <= 84; total += 1) {
      const feet = Math.floor(total / 12);
      const inches = total % 12;
      expect(cmToFeetInches(feetInchesToCm(feet, inches))).toEqual({ feet, inches });
    }
  });

  it('offer 4 to 7 feet, and only 0 inches with 7 feet', () => {
    expect(feetOptions()).toEqual([4, 5, 6, 7]);
    expect(inchOptions(4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(inchOptions(7)).toEqual([0]);
    expect(inchOptions(5)).toHaveLength(12);
  });
});
