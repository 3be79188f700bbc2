import { describe, expect, it } from 'vitest';
import {
  TYPING_CHECK_INTERVAL_MS,
  TYPING_VISIBLE_MS,
  TYPING_WHISPER_THROTTLE_MS,
  isTyping,
} from './typing-indicator.ts';

const whisper = new Date('2025-06-15T12:00:00.000Z');
const later = (ms: number) => new Date(whisper.getTime() + ms);

describe('the typing constants', () => {
  it('are the spec’s', () => {
    expect(TYPING_VISIBLE_MS).toBe(1000);
    expect(TYPING_CHECK_INTERVAL_MS).toBe(100);
    expect(TYPING_WHISPER_THROTTLE_MS).toBe(900);
  });
});

describe('isTyping', () => {
  it('is on right after a whisper', () => {
    expect(isTyping(whisper, whisper)).toBe(true);
  });

  it('is on 999 ms after the whisper', () => {
    expect(isTyping(whisper, later(999))).toBe(true);
  });

  it('is off 1000 ms after the whisper', () => {
    expect(isTyping(whisper, later(1000))).toBe(false);
    expect(isTyping(whisper, later(5000))).toBe(false);
  });

  it('stays on while whispers keep coming every 900 ms', () => {
    const next = later(TYPING_WHISPER_THROTTLE_MS);
    expect(isTyping(next, later(TYPING_WHISPER_THROTTLE_MS + 999))).toBe(true);
  });

  it('is off without any whisper', () => {
    expect(isTyping(null, whisper)).toBe(false);
    expect(isTyping(undefined, whisper)).toBe(false);
    expect(isTyping('not a date', whisper)).toBe(false);
  });

  it('counts a whisper from the future (clock skew) as just received', () => {
    expect(isTyping(later(300), whisper)).toBe(true);
  });

  it('accepts timestamps, ISO strings and another duration', () => {
    expect(isTyping(whisper.getTime(), later(400), 500)).toBe(true);
    expect(isTyping(whisper.toISOString(), later(500), 500)).toBe(false);
  });
});
