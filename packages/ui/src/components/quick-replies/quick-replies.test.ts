import { describe, expect, it } from 'vitest';
import {
  QUICK_REPLY_KEYS,
  showQuickReplies,
  type QuickRepliesConditions,
} from './quick-replies.ts';

const allHold: QuickRepliesConditions = {
  otherIsAdmin: false,
  iHaveResponded: false,
  iAmStarter: false,
  lastMessageIsMine: false,
};

describe('QUICK_REPLY_KEYS', () => {
  it('offers two canned responses', () => {
    expect(QUICK_REPLY_KEYS).toHaveLength(2);
  });
});

describe('showQuickReplies', () => {
  it('shows when all four conditions hold', () => {
    expect(showQuickReplies(allHold)).toBe(true);
  });

  it('hides when the other user is the support', () => {
    expect(showQuickReplies({ ...allHold, otherIsAdmin: true })).toBe(false);
  });

  it('hides once I have responded', () => {
    expect(showQuickReplies({ ...allHold, iHaveResponded: true })).toBe(false);
  });

  it('hides when I started the conversation', () => {
    expect(showQuickReplies({ ...allHold, iAmStarter: true })).toBe(false);
  });

  it('hides when the last message is mine', () => {
    expect(showQuickReplies({ ...allHold, lastMessageIsMine: true })).toBe(false);
  });

  it('hides when several conditions fail', () => {
    expect(
      showQuickReplies({
        otherIsAdmin: true,
        iHaveResponded: true,
        iAmStarter: true,
        lastMessageIsMine: true,
      }),
    ).toBe(false);
  });
});
