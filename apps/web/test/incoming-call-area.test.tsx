// @vitest-environment happy-dom
import type { Realtime, UserChannelEvents } from '@app/client/realtime';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaLayout } from '../src/components/layouts/area-layout';
import { pageDrawn, resetFirstContent } from '../src/lib/first-content';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';

type Listener = (payload: unknown) => void;

/** A realtime connection whose user channel the test speaks on. */
function speakingRealtime() {
  const listeners = new Map<string, Listener[]>();
  const realtime: Realtime = {
    ...silentRealtime(),
    user: () => ({
      on: (event, listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener]);
        return () => {};
      },
      onSubscribed: () => () => {},
      leave: () => {},
    }),
  };
  const say = <E extends keyof UserChannelEvents>(event: E, payload: UserChannelEvents[E]) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { realtime, say, heard: () => listeners.size > 0 };
}

beforeEach(() => {
  pageDrawn();
});
afterEach(() => {
  cleanup();
  resetFirstContent();
});

describe('a call to a member who is also an ambassador (spec 02: the call opens the incoming call)', () => {
  it('rings on the ambassador’s pages too', async () => {
    const { realtime, say, heard } = speakingRealtime();
    setRealtimeFactory(() => realtime);
    const user = {
      ...signedInUser(),
      ambassador: {
        code: 'MARIE42',
        referral_link: 'https://exemple.ca/?reference=MARIE42',
        requires_nas: false,
        objective: null,
      },
    };
    renderPage(<AreaLayout area="ambassador" />, {
      path: '/ambassador',
      platform: fakePlatform('web'),
      api: { 'GET /account': { status: 200, body: { data: user } } },
    });
    await act(() => startSession());
    await act(async () => {
      await expect.poll(heard).toBe(true);
    });
    act(() => {
      say('.conversations.video-chat.call', {
        conversation_id: 9,
        caller: { id: 77, first_name: 'Camille' },
      });
    });
    expect(await screen.findByText('Camille vous appelle')).toBeTruthy();
  });
});
