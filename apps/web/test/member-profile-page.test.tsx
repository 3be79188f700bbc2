// @vitest-environment happy-dom
import type { components } from '@app/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeFactory } from '../src/lib/realtime';
import { clearNotifications } from '../src/lib/notifications';
import { startSession } from '../src/lib/session';
import { Component as ProfilePage } from '../src/routes/member/profile/$member';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';
import { dangerToasts } from './support/toasts';

/** The action bar: in the page from the start, shown once the page scrolls (hidden here). */
async function actionBar(): Promise<HTMLElement> {
  return waitFor(() => {
    const bar = document.querySelector<HTMLElement>('[data-slot=profile-action-bar]');
    if (!bar) throw new Error('no action bar yet');
    return bar;
  });
}

/** Léa (member 7, user 70) as `GET /members/7` answers her, blocked by the viewer or not. */
function lea(memberBlockId: number | null = null): components['schemas']['Member'] {
  return {
    id: 7,
    deleted: false,
    unavailable: false,
    favorite: false,
    member_block_id: memberBlockId,
    can: { view: true },
    user: {
      id: 70,
      first_name: 'Léa',
      age: 34,
      country: 'ca',
      settings: { anonymous_mode: false },
    },
    avatar_path: null,
    gallery: [],
    answers: [],
    subscribed: true,
    suspended: false,
    paused: false,
    gallery_review_status: 'done',
    cant_send_flower_message: null,
  };
}

async function renderProfile(
  api: Record<string, FakeRoute | { status: number; body?: unknown }>,
  { sharedCache = false } = {},
) {
  const view = renderPage(<ProfilePage />, {
    sharedCache,
    path: '/member/profile/7',
    route: '/member/profile/:member',
    platform: fakePlatform('web'),
    api: {
      'GET /account': { status: 200, body: { data: signedInUser() } },
      'GET /conversations': { status: 200, body: { data: [] } },
      ...api,
    },
  });
  await act(() => startSession());
  return view;
}

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
  clearNotifications();
});

describe('a flower the API refuses from a profile (spec 01, section 8)', () => {
  it.each([
    [
      'ALREADY_SENT_FLOWER_TODAY',
      'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
    ],
    ['MEMBER_UNAVAILABLE', 'Vous ne pouvez pas offrir de fleur'],
  ])('on %s, says the spec’s text (its texts load with the refusal)', async (code, text) => {
    await renderProfile({
      'GET /members/7': { status: 200, body: { data: lea() } },
      'POST /conversations': {
        status: 409,
        body: { message: 'Non.', error: { code, message: 'Non.' } },
      },
    });
    const bar = await actionBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Envoyer une fleur', hidden: true }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la fleur' }));
    await waitFor(() => {
      expect(dangerToasts()).toEqual([text]);
    });
  });
});

describe('a profile the viewer blocked (spec 02: member_block_id, unblock from the profile)', () => {
  it('says so, offers to unblock, and keeps every interaction disabled until then', async () => {
    let blockId: number | null = 31;
    const { server } = await renderProfile(
      {
        'GET /members/7': () => ({ status: 200, body: { data: lea(blockId) } }),
        'DELETE /member-blocks/31': () => {
          blockId = null;
          return { status: 204 };
        },
      },
      // The app writes the block into SWR's global cache: this test alone uses it.
      { sharedCache: true },
    );
    const notice = await screen.findByText(/Vous avez bloqué Léa/);
    const banner = notice.closest('[data-slot=status-banner]');
    if (!(banner instanceof HTMLElement)) throw new Error('no banner around the notice');
    expect(
      screen.getByRole('button', { name: 'Ajouter aux favoris' }).hasAttribute('disabled'),
    ).toBe(true);
    const bar = await actionBar();
    expect(
      within(bar)
        .getAllByRole('button', { hidden: true })
        .every((button) => button.hasAttribute('disabled')),
    ).toBe(true);

    fireEvent.click(within(banner).getByRole('button', { name: 'Débloquer' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Débloquer' }));
    await waitFor(() => {
      expect(screen.queryByText(/Vous avez bloqué Léa/)).toBeNull();
    });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /member-blocks/31',
    );
    // Once the dialog has gone (until then it hides the page from the accessibility tree).
    await waitFor(() => {
      expect(
        screen.getByRole('button', { name: 'Ajouter aux favoris' }).hasAttribute('disabled'),
      ).toBe(false);
    });
  });

  it('shows no notice and leaves the buttons alone for a member not blocked', async () => {
    await renderProfile({ 'GET /members/7': { status: 200, body: { data: lea() } } });
    expect(
      (await screen.findByRole('button', { name: 'Ajouter aux favoris' })).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.queryByText(/Vous avez bloqué/)).toBeNull();
  });
});

describe('a profile that cannot be read (spec 02, section 8: log, then back to the search)', () => {
  it('goes back to the search even when the failure says the user changed, read again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server } = await renderProfile({
      'GET /members/7': {
        status: 403,
        body: {
          message: 'Abonnement requis.',
          error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Abonnement requis.' },
        },
      },
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/member/search');
    expect(logged).toHaveBeenCalled();
    await waitFor(() => {
      expect(
        server.requests.filter((request) => request.path === '/account').length,
      ).toBeGreaterThan(1);
    });
    logged.mockRestore();
  });
});
