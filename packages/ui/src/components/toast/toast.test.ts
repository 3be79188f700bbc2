import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_DURATION,
  isUrgent,
  notificationDuration,
  orderNotifications,
} from './toast.ts';

describe('notification duration', () => {
  it('defaults to 3000 ms', () => {
    expect(DEFAULT_NOTIFICATION_DURATION).toBe(3000);
    expect(notificationDuration(undefined)).toBe(3000);
    expect(notificationDuration(0)).toBe(3000);
  });

  it('keeps a notification’s own duration', () => {
    expect(notificationDuration(800)).toBe(800);
    expect(notificationDuration(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('orderNotifications', () => {
  it('lists the oldest first and the newest last, by timestamp', () => {
    const list = [
      { id: 'a', timestamp: 10 },
      { id: 'b', timestamp: 30 },
      { id: 'c', timestamp: 20 },
    ];
    expect(orderNotifications(list).map(({ id }) => id)).toEqual(['a', 'c', 'b']);
  });

  it('treats a later position as newer without timestamps or on a tie', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c', timestamp: 5 }, { id: 'd', timestamp: 5 }];
    expect(orderNotifications(list).map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not change the list it is given', () => {
    const list = [
      { id: 'b', timestamp: 2 },
      { id: 'a', timestamp: 1 },
    ];
    orderNotifications(list);
    expect(list.map(({ id }) => id)).toEqual(['b', 'a']);
  });
});

describe('isUrgent', () => {
  it('interrupts for danger and warning only', () => {
    expect(isUrgent('danger')).toBe(true);
    expect(isUrgent('warning')).toBe(true);
    expect(isUrgent('info')).toBe(false);
    expect(isUrgent('success')).toBe(false);
  });
});
