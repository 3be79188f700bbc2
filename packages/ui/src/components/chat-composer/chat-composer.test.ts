import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_SECONDS,
  canSend,
  composerFlowerState,
  flowerErrorKey,
  isSendKey,
} from './chat-composer.ts';

describe('AUDIO_MAX_SECONDS', () => {
  it('is 30 s', () => {
    expect(AUDIO_MAX_SECONDS).toBe(30);
  });
});

describe('canSend', () => {
  it('sends text', () => {
    expect(canSend('Bonjour', false)).toBe(true);
    expect(canSend('  Bonjour\n', false)).toBe(true);
  });

  it('refuses empty or blank text', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('\n\t \n', false)).toBe(false);
  });

  it('refuses anything while a send is in flight', () => {
    expect(canSend('Bonjour', true)).toBe(false);
  });
});

describe('isSendKey', () => {
  it('sends on Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
  });

  it('adds a line on Shift+Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('lets an input method confirm with Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('composerFlowerState', () => {
  it('offers a flower by default', () => {
    expect(composerFlowerState({})).toBe('available');
  });

  it('hides the flower for the support', () => {
    expect(composerFlowerState({ otherIsAdmin: true })).toBe('hidden');
  });

  it('hides the flower once I sent one, even with a reason', () => {
    expect(composerFlowerState({ iSentFlower: true })).toBe('hidden');
    expect(composerFlowerState({ iSentFlower: true, cantSendFlowerMessage: 'Non' })).toBe('hidden');
  });

  it('blocks the flower when the server gives a reason', () => {
    expect(composerFlowerState({ cantSendFlowerMessage: 'Déjà envoyée aujourd’hui' })).toBe(
      'blocked',
    );
  });

  it('ignores an empty reason', () => {
    expect(composerFlowerState({ cantSendFlowerMessage: '  ' })).toBe('available');
    expect(composerFlowerState({ cantSendFlowerMessage: null })).toBe('available');
  });
});

describe('flowerErrorKey', () => {
  it('maps the API codes', () => {
    expect(flowerErrorKey('ALREADY_SENT_FLOWER_TODAY')).toBe('already-sent-today');
    expect(flowerErrorKey('ALREADY_SENT_FLOWER_IN_CONVERSATION')).toBe(
      'already-sent-in-conversation',
    );
  });

  it('falls back to “you can’t offer a flower”', () => {
    expect(flowerErrorKey('SOMETHING_ELSE')).toBe('cannot-offer');
    expect(flowerErrorKey(undefined)).toBe('cannot-offer');
  });
});
