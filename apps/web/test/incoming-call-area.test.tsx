// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaLayout } from '../src/components/layouts/area-layout';
import { pageDrawn, resetFirstContent } from '../src/lib/first-content';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { speakingRealtime } from './support/speaking-realtime';

beforeEach(() => {
  pageDrawn();
});
afterEach(() => {
  cleanup();
  resetFirstContent();
});

describe('a call to a member who is also an ambassador (spec 02: the call opens the incoming call)', () => {
  it('rings on the ambassador’s pages too', async () => {
    const { realtime, say, listens } = speakingRealtime();
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
      await expect.poll(() => listens('.conversations.video-chat.call')).toBe(true);
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
