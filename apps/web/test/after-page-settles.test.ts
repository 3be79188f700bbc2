import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterPageSettles,
  IDLE_TIMEOUT_MS,
  SETTLE_AFTER_LOAD_MS,
} from '../src/lib/after-page-settles';

/** A window whose `load` event, idle callbacks and timers the test drives. */
function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners: (() => void)[] = [];
  const idleCalls: { run: () => void; timeout: number | undefined }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    ...(idle
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
            idleCalls.push({ run, timeout: options?.timeout });
            return idleCalls.length;
          },
        }
      : {}),
  };
  return {
    win: win as unknown as Parameters<typeof afterPageSettles>[1],
    load: () => {
      for (const listener of listeners.splice(0)) listener();
    },
    idleCalls,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterPageSettles', () => {
  it('waits for load, then the settling delay, then an idle moment', () => {
    const task = vi.fn();
    const { win, load, idleCalls } = fakeWindow('loading');
    afterPageSettles(task, win);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(idleCalls).toHaveLength(0);

    load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(idleCalls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCalls).toHaveLength(1);
    expect(idleCalls[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(task).not.toHaveBeenCalled();

    idleCalls[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now when the page has already loaded', () => {
    const task = vi.fn();
    const { win, idleCalls } = fakeWindow('complete');
    afterPageSettles(task, win);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(idleCalls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCalls).toHaveLength(1);
    idleCalls[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs right after the delay where the browser has no idle callback (Safari)', () => {
    const task = vi.fn();
    const { win, load } = fakeWindow('interactive', false);
    afterPageSettles(task, win);
    load();
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
