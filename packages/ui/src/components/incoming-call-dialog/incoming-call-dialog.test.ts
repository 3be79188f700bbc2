import { describe, expect, it } from 'vitest';
import {
  CALLER_NAME_MAX_LENGTH,
  DECLINE_CLOSE_DELAY_MS,
  truncateName,
} from './incoming-call-dialog.ts';

describe('the incoming call constants', () => {
  it('are the spec’s', () => {
    expect(CALLER_NAME_MAX_LENGTH).toBe(20);
    expect(DECLINE_CLOSE_DELAY_MS).toBe(500);
  });
});

describe('truncateName', () => {
  it('keeps a short name', () => {
    expect(truncateName('Camille')).toBe('Camille');
  });

  it('keeps a name of exactly 20 characters', () => {
    const name = 'Marie-Christine Léa!';
    expect(Array.from(name)).toHaveLength(20);
    expect(truncateName(name)).toBe(name);
  });

  it('cuts a name of 21 characters to 20, ellipsis included', () => {
    const result = truncateName('Marie-Christine Éloïse');
    expect(result).toBe('Marie-Christine Élo…');
    expect(Array.from(result)).toHaveLength(20);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateName('Jean-Baptiste Alexandre')).toBe('Jean-Baptiste Alexa…');
    expect(truncateName('Anne-Marie Josephine Dupont')).toBe('Anne-Marie Josephin…');
    expect(truncateName('Abcdefghijklmnopqr  stuv')).toBe('Abcdefghijklmnopqr…');
  });

  it('counts an emoji or a composed accent as one character', () => {
    expect(truncateName(`Zoé ${'🌸'.repeat(16)}`)).toBe(`Zoé ${'🌸'.repeat(16)}`);
    expect(truncateName(`Zoé ${'🌸'.repeat(17)}`)).toBe(`Zoé ${'🌸'.repeat(15)}…`);
    expect(truncateName('Ele\u0301onore')).toBe('Eléonore');
    expect(truncateName('E\u0301'.repeat(21))).toBe(`${'É'.repeat(19)}…`);
  });

  it('trims spaces and takes another limit', () => {
    expect(truncateName('  Camille  ')).toBe('Camille');
    expect(truncateName('Camille', 4)).toBe('Cam…');
    expect(truncateName('Camille', 1)).toBe('…');
  });
});
