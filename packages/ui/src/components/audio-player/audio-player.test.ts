import { describe, expect, it } from 'vitest';
import { clampTime, formatDuration, knownDuration, seekByKey } from './audio-player.ts';

describe('formatDuration', () => {
  it('reads m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5.9)).toBe('0:05');
    expect(formatDuration(15)).toBe('0:15');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('knownDuration', () => {
  it('prefers the media duration, then the hint', () => {
    expect(knownDuration(12.5)).toBe(12.5);
    expect(knownDuration(12.5, 15)).toBe(12.5);
    expect(knownDuration(Number.POSITIVE_INFINITY, 15)).toBe(15);
    expect(knownDuration(Number.NaN, 7)).toBe(7);
    expect(knownDuration(Number.NaN)).toBe(0);
    expect(knownDuration(0, -1)).toBe(0);
  });
});

describe('clampTime', () => {
  it('keeps a seek position within the recording', () => {
    expect(clampTime(3, 10)).toBe(3);
    expect(clampTime(-1, 10)).toBe(0);
    expect(clampTime(12, 10)).toBe(10);
    expect(clampTime(4, 0)).toBe(4);
    expect(clampTime(Number.NaN, 10)).toBe(0);
  });
});

describe('seekByKey', () => {
  it('moves 5 s with the arrows, a tenth with the page keys, to the ends with Home and End', () => {
    expect(seekByKey('ArrowRight', 10, 60)).toBe(15);
    expect(seekByKey('ArrowUp', 10, 60)).toBe(15);
    expect(seekByKey('ArrowLeft', 10, 60)).toBe(5);
    expect(seekByKey('ArrowDown', 10, 60)).toBe(5);
    expect(seekByKey('PageUp', 10, 60)).toBe(16);
    expect(seekByKey('PageDown', 10, 60)).toBe(4);
    expect(seekByKey('Home', 42, 60)).toBe(0);
    expect(seekByKey('End', 0, 60)).toBe(60);
  });

  it('stays within the recording, and leaves other keys to the page', () => {
    expect(seekByKey('ArrowLeft', 2, 60)).toBe(0);
    expect(seekByKey('ArrowRight', 58, 60)).toBe(60);
    expect(seekByKey('Tab', 10, 60)).toBeNull();
    expect(seekByKey('a', 10, 60)).toBeNull();
  });
});
