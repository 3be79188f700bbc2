// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageDrawn, resetFirstContent } from '../src/lib/first-content';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { Component as BlockedRoute } from '../src/routes/blocked';
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

describe('/blocked while moderation unblocks the account (spec 02, section 4)', () => {
  it('reads the user again when the user channel says unblocked', async () => {
    const { realtime, say, listens } = speakingRealtime();
    setRealtimeFactory(() => realtime);
    let blocked = true;
    const { server } = renderPage(<BlockedRoute />, {
      path: '/blocked',
      platform: fakePlatform('web'),
      api: {
        'GET /account': () => ({ status: 200, body: { data: { ...signedInUser(), blocked } } }),
      },
    });
    await act(() => startSession());
    await screen.findByRole('heading', { name: 'Votre compte a été bloqué' });
    await waitFor(() => {
      expect(listens('.user.unblocked')).toBe(true);
    });
    const reads = () => server.requests.filter((request) => request.path === '/account').length;
    const before = reads();
    blocked = false;
    act(() => {
      say('.user.unblocked', {});
    });
    await waitFor(() => {
      expect(reads()).toBe(before + 1);
    });
  });
});
