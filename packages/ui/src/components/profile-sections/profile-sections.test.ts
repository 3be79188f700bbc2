import { describe, expect, it } from 'vitest';
import {
  ABOUT_EXCERPT_LINES,
  CAROUSEL_VISIBLE_WIDE,
  GALLERY_AUTOPLAY_MS,
  READ_MORE_LINES,
  answerTexts,
  carouselPositions,
  heightParts,
  isAnswered,
  nextPosition,
  previousPosition,
  shouldAutoplay,
  visibleAnswers,
  type AutoplayState,
} from './profile-sections';

describe('constants', () => {
  it('match the spec', () => {
    expect(GALLERY_AUTOPLAY_MS).toBe(4000);
    expect(CAROUSEL_VISIBLE_WIDE).toBe(3);
    expect(READ_MORE_LINES).toBe(3);
    expect(ABOUT_EXCERPT_LINES).toBe(5);
  });
});

describe('isAnswered / visibleAnswers', () => {
  const option = { id: 1, label: 'Non-fumeur' };

  it.each([
    ['a text value', { value: 'Infirmière' }, true],
    ['a height', { value: 170, options: [] }, true],
    ['options only', { value: null, options: [option] }, true],
    ['a value and options', { value: 'x', options: [option] }, true],
    ['null value, no options', { value: null, options: [] }, false],
    ['missing value and options', {}, false],
    ['empty string, no options', { value: '', options: [] }, false],
    ['blank string, no options', { value: '   ', options: [] }, false],
    ['zero, no options', { value: 0, options: [] }, false],
    ['NaN, no options', { value: Number.NaN }, false],
    ['null options', { value: null, options: null }, false],
    ['empty value with options', { value: '', options: [option] }, true],
  ])('%s → %s', (_, answer, answered) => {
    expect(isAnswered(answer)).toBe(answered);
  });

  it('keeps the answered ones, in order', () => {
    const answers = [
      { question: 'Profession', value: 'Infirmière', options: [] },
      { question: 'Éducation', value: null, options: [] },
      { question: 'Tabac', value: null, options: [option] },
      { question: 'Religion', value: '', options: [] },
    ];
    expect(visibleAnswers(answers).map((answer) => answer.question)).toEqual([
      'Profession',
      'Tabac',
    ]);
  });

  it('accepts no answers at all', () => {
    expect(visibleAnswers(null)).toEqual([]);
    expect(visibleAnswers(undefined)).toEqual([]);
    expect(visibleAnswers([])).toEqual([]);
  });
});

describe('answerTexts', () => {
  it('prefers the options', () => {
    expect(
      answerTexts({ value: 'ignored', options: [{ label: 'Français' }, { label: 'Anglais' }] }),
    ).toEqual(['Français', 'Anglais']);
  });

  it('falls back to the trimmed value', () => {
    expect(answerTexts({ value: '  Randonnée  ', options: [] })).toEqual(['Randonnée']);
    expect(answerTexts({ value: 42 })).toEqual(['42']);
  });

  it('is empty for an empty answer', () => {
    expect(answerTexts({ value: null, options: [] })).toEqual([]);
    expect(answerTexts({ value: '', options: [{ label: '' }] })).toEqual([]);
  });
});

describe('heightParts', () => {
  it('rounds centimetres in metric', () => {
    expect(heightParts(170, 'metric')).toEqual({ units: 'metric', centimetres: 170 });
    expect(heightParts(170.4, 'metric')).toEqual({ units: 'metric', centimetres: 170 });
    expect(heightParts(170.5, 'metric')).toEqual({ units: 'metric', centimetres: 171 });
    expect(heightParts(170)).toEqual({ units: 'metric', centimetres: 170 });
  });

  it.each([
    [170, 5, 7],
    [152.4, 5, 0],
    [182.88, 6, 0],
    // 71.5 in rounds to 72 in: the inches roll over into the next foot, never 12 inches.
    [181.61, 6, 0],
    [180.3, 5, 11],
    [122, 4, 0],
    [213, 7, 0],
    [165, 5, 5],
  ])('%d cm is %d ft %d in', (cm, feet, inches) => {
    expect(heightParts(cm, 'imperial')).toEqual({ units: 'imperial', feet, inches });
  });

  it('keeps inches between 0 and 11 over the whole range', () => {
    for (let cm = 122; cm <= 213; cm += 0.5) {
      const parts = heightParts(cm, 'imperial');
      if (parts?.units !== 'imperial') throw new Error('expected imperial');
      expect(parts.inches).toBeGreaterThanOrEqual(0);
      expect(parts.inches).toBeLessThanOrEqual(11);
      expect(Math.abs(parts.feet * 12 + parts.inches - cm / 2.54)).toBeLessThanOrEqual(0.5);
    }
  });

  it('has no height without a value', () => {
    expect(heightParts(null)).toBeNull();
    expect(heightParts(undefined, 'imperial')).toBeNull();
    expect(heightParts(0)).toBeNull();
    expect(heightParts(Number.NaN)).toBeNull();
  });
});

describe('carousel positions', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 1],
    [6, 1, 6],
    [2, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [6, 3, 4],
    [6, 0, 6],
  ])('%d slides, %d visible → %d positions', (count, visible, positions) => {
    expect(carouselPositions(count, visible)).toBe(positions);
  });

  it('goes forward and wraps to the first', () => {
    expect(nextPosition(0, 4)).toBe(1);
    expect(nextPosition(2, 4)).toBe(3);
    expect(nextPosition(3, 4)).toBe(0);
    expect(nextPosition(0, 1)).toBe(0);
  });

  it('goes back and wraps to the last', () => {
    expect(previousPosition(3, 4)).toBe(2);
    expect(previousPosition(1, 4)).toBe(0);
    expect(previousPosition(0, 4)).toBe(3);
    expect(previousPosition(0, 1)).toBe(0);
  });
});

describe('shouldAutoplay', () => {
  const playing: AutoplayState = {
    enabled: true,
    positions: 4,
    hovered: false,
    focused: false,
    reducedMotion: false,
    pausedByUser: false,
  };

  it('plays when nothing holds it', () => {
    expect(shouldAutoplay(playing)).toBe(true);
  });

  it.each([
    ['disabled', { enabled: false }],
    ['with a single position', { positions: 1 }],
    ['hovered', { hovered: true }],
    ['focused', { focused: true }],
    ['under prefers-reduced-motion', { reducedMotion: true }],
    ['paused by the user', { pausedByUser: true }],
  ] as const)('stops when %s', (_, change) => {
    expect(shouldAutoplay({ ...playing, ...change })).toBe(false);
  });

  it('plays with two positions', () => {
    expect(shouldAutoplay({ ...playing, positions: 2 })).toBe(true);
  });
});
