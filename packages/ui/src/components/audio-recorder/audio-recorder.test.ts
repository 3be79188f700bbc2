import { describe, expect, it } from 'vitest';
import {
  AUDIO_DEFAULT_MAX_SECONDS,
  AUDIO_INTRODUCTION_MAX_SECONDS,
  AUDIO_MAX_BYTES,
  isAudioSizeAllowed,
  pickAudioType,
  reachedLimit,
  remainingSeconds,
} from './audio-recorder.ts';

describe('limits', () => {
  it('follow the spec: 15 s introduction, 30 s default, 10 MB', () => {
    expect(AUDIO_INTRODUCTION_MAX_SECONDS).toBe(15);
    expect(AUDIO_DEFAULT_MAX_SECONDS).toBe(30);
    expect(AUDIO_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('remainingSeconds', () => {
  it('counts down whole seconds to the limit', () => {
    expect(remainingSeconds(0, 15)).toBe(15);
    expect(remainingSeconds(200, 15)).toBe(15);
    expect(remainingSeconds(1000, 15)).toBe(14);
    expect(remainingSeconds(14_500, 15)).toBe(1);
    expect(remainingSeconds(15_000, 15)).toBe(0);
    expect(remainingSeconds(40_000, 30)).toBe(0);
  });
});

describe('reachedLimit', () => {
  it('stops at the limit, not before', () => {
    expect(reachedLimit(14_999, 15)).toBe(false);
    expect(reachedLimit(15_000, 15)).toBe(true);
    expect(reachedLimit(29_999, 30)).toBe(false);
    expect(reachedLimit(30_000, 30)).toBe(true);
  });
});

describe('isAudioSizeAllowed', () => {
  it('accepts 10 MB and refuses one byte more', () => {
    expect(isAudioSizeAllowed(AUDIO_MAX_BYTES)).toBe(true);
    expect(isAudioSizeAllowed(AUDIO_MAX_BYTES - 1)).toBe(true);
    expect(isAudioSizeAllowed(AUDIO_MAX_BYTES + 1)).toBe(false);
  });
});

describe('pickAudioType', () => {
  it('takes the first supported type', () => {
    expect(pickAudioType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickAudioType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickAudioType(() => false)).toBeUndefined();
  });
});
