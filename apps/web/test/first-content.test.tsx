// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstContentShown,
  HOLD_AT_MOST_MS,
  holdFirstContent,
  pageDrawn,
  resetFirstContent,
  useFirstContentShown,
  whenFirstContentShown,
} from '../src/lib/first-content';
import { useFirstContentHold, useFirstContentHoldUntil } from '../src/lib/first-content-hold';
import { filtersQuestions } from '../src/features/members/hooks/use-search-settings';

beforeEach(() => {
  resetFirstContent();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetFirstContent();
});

describe('the first content', () => {
  it('is shown once the page is drawn, when nothing holds it', async () => {
    const waiting = whenFirstContentShown();
    expect(firstContentShown()).toBe(false);
    pageDrawn();
    expect(firstContentShown()).toBe(true);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits for every hold to be let go, and for the page to be drawn', () => {
    const search = holdFirstContent();
    const other = holdFirstContent();
    pageDrawn();
    expect(firstContentShown()).toBe(false);
    search();
    // Letting go twice counts once.
    search();
    expect(firstContentShown()).toBe(false);
    other();
    expect(firstContentShown()).toBe(true);
  });

  it('is not shown by a hold let go before the page is drawn', () => {
    holdFirstContent()();
    expect(firstContentShown()).toBe(false);
    pageDrawn();
    expect(firstContentShown()).toBe(true);
  });

  it('is shown after HOLD_AT_MOST_MS when a hold is never let go', () => {
    vi.useFakeTimers();
    holdFirstContent();
    pageDrawn();
    vi.advanceTimersByTime(HOLD_AT_MOST_MS - 1);
    expect(firstContentShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(firstContentShown()).toBe(true);
  });

  it('stays shown: a later page holds nothing', () => {
    pageDrawn();
    holdFirstContent();
    expect(firstContentShown()).toBe(true);
  });
});

describe('useFirstContentShown', () => {
  it('turns true in the components once the content is shown', async () => {
    function Menu() {
      return useFirstContentShown() ? <p>menu</p> : <p>room</p>;
    }
    render(<Menu />);
    expect(screen.getByText('room')).toBeTruthy();
    act(() => {
      pageDrawn();
    });
    expect(await screen.findByText('menu')).toBeTruthy();
  });
});

describe('useFirstContentHold', () => {
  it('holds from the mount, and lets go once the pictures have painted, even when told before the hold began', async () => {
    const picture = document.createElement('img');
    // A child's layout effect runs before its parent's effects: the pictures are reported first.
    function Grid({ onFirstRow }: { onFirstRow: (pictures: HTMLImageElement[]) => void }) {
      useLayoutEffect(() => {
        onFirstRow([picture]);
      }, [onFirstRow]);
      return null;
    }
    function Page() {
      const onFirstRow = useFirstContentHold();
      return <Grid onFirstRow={onFirstRow} />;
    }
    render(<Page />);
    pageDrawn();
    expect(firstContentShown()).toBe(false);
    await act(() => whenFirstContentShown());
    expect(firstContentShown()).toBe(true);
  });

  it('holds until the page says it is ready (its list came), then once a frame has painted', async () => {
    function Inbox({ ready }: { ready: boolean }) {
      useFirstContentHoldUntil(ready);
      return null;
    }
    const { rerender } = render(<Inbox ready={false} />);
    pageDrawn();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(firstContentShown()).toBe(false);
    rerender(<Inbox ready />);
    await act(() => whenFirstContentShown());
    expect(firstContentShown()).toBe(true);
  });

  it('lets go when the component unmounts before its pictures', () => {
    function Page() {
      useFirstContentHold();
      return null;
    }
    const { unmount } = render(<Page />);
    pageDrawn();
    expect(firstContentShown()).toBe(false);
    unmount();
    expect(firstContentShown()).toBe(true);
  });
});

describe('the search’s questionnaire before the first pictures', () => {
  it('is needed at once only when a chip shows an answer’s label', () => {
    expect(filtersQuestions({ age: '25,55', distance: 250 })).toBe(false);
    expect(filtersQuestions({ question__values: '' })).toBe(false);
    expect(filtersQuestions({ question__values: null })).toBe(false);
    expect(filtersQuestions({ question__values: '1301' })).toBe(true);
  });
});
