import { describe, expect, it } from 'vitest';
import { priorityBanners } from './priority-banners.ts';

describe('priorityBanners', () => {
  it('shows nothing when both sides have it in priority', () => {
    expect(
      priorityBanners({
        myPriority: 'priority',
        otherPriority: 'priority',
        otherHasResponded: false,
      }),
    ).toEqual({ moveToPriority: false, inOtherSecondary: false });
  });

  it('offers to move it when it sits in my secondary inbox', () => {
    expect(
      priorityBanners({
        myPriority: 'secondary',
        otherPriority: 'priority',
        otherHasResponded: true,
      }),
    ).toEqual({ moveToPriority: true, inOtherSecondary: false });
  });

  it('says it waits in the other’s secondary inbox while they have not responded', () => {
    expect(
      priorityBanners({
        myPriority: 'priority',
        otherPriority: 'secondary',
        otherHasResponded: false,
      }),
    ).toEqual({ moveToPriority: false, inOtherSecondary: true });
  });

  it('stops saying so once they have responded', () => {
    expect(
      priorityBanners({
        myPriority: 'priority',
        otherPriority: 'secondary',
        otherHasResponded: true,
      }),
    ).toEqual({ moveToPriority: false, inOtherSecondary: false });
  });

  it('can show both', () => {
    expect(
      priorityBanners({
        myPriority: 'secondary',
        otherPriority: 'secondary',
        otherHasResponded: false,
      }),
    ).toEqual({ moveToPriority: true, inOtherSecondary: true });
  });

  it('shows nothing with the support', () => {
    expect(
      priorityBanners({
        myPriority: 'secondary',
        otherPriority: 'secondary',
        otherHasResponded: false,
        otherIsAdmin: true,
      }),
    ).toEqual({ moveToPriority: false, inOtherSecondary: false });
  });
});
