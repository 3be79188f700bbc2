// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearNotifications } from '../src/lib/notifications';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { Component as MessagesLayout } from '../src/routes/member/messages/layout';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { silentRealtime } from './support/silent-realtime';
import { dangerToasts } from './support/toasts';

/** The messages area with its inbox, signed in (the flag the app keeps, as after a sign-in). */
async function renderInbox(conversations: FakeRoute) {
  const view = renderPage(<MessagesLayout />, {
    path: '/member/messages',
    platform: fakePlatform('web'),
    api: {
      'GET /account': { status: 200, body: { data: { id: 1, first_name: 'Camille' } } },
      'GET /conversations/unseen': { status: 200, body: { data: [] } },
      'GET /conversations': conversations,
    },
  });
  await act(() => startSession());
  return view;
}

const accountReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/account').length;
// The sign-in reads the user, and the page's own cache (one per render here) once more.
const SIGNED_IN_READS = 2;

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
  clearNotifications();
});

describe('an inbox that fails to load (spec 02, section 8)', () => {
  it('leaves its placeholder rows for the failure, with a retry, and the default toast', async () => {
    let failing = true;
    const { server } = await renderInbox(() =>
      failing ? { status: 500 } : { status: 200, body: { data: [] } },
    );
    expect(
      await screen.findByRole('heading', { name: 'Vos conversations n’ont pas pu être chargées.' }),
    ).toBeTruthy();
    expect(screen.queryByText('Chargement des conversations…')).toBeNull();
    await waitFor(() => {
      expect(dangerToasts()).toEqual(['Oups ! Une erreur est survenue.']);
    });
    expect(accountReads(server.requests)).toBe(SIGNED_IN_READS);

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Aucune conversation pour le moment' }),
    ).toBeTruthy();
  });

  it('refetches the user when the failure says they changed, without a toast', async () => {
    const { server } = await renderInbox(() => ({
      status: 403,
      body: {
        message: 'Abonnement requis.',
        error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Abonnement requis.' },
      },
    }));
    await screen.findByRole('button', { name: 'Réessayer' });
    await waitFor(() => {
      expect(accountReads(server.requests)).toBeGreaterThan(SIGNED_IN_READS);
    });
    expect(dangerToasts()).toEqual([]);
  });
});
