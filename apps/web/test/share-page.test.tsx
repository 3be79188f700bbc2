// @vitest-environment happy-dom
import type { components } from '@app/client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { Component as SharePage } from '../src/routes/share/member/$id';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
});

function renderShare(answer: FakeRoute) {
  return renderPage(<SharePage />, {
    path: '/share/member/7',
    route: '/share/member/:id',
    platform: fakePlatform('web'),
    api: { 'GET /share/member/7': answer },
  });
}

const shareReads = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.path === '/share/member/7').length;

describe('the share page when the profile does not come', () => {
  it('is the not-found page for a 404 (an unknown, invalid or expired link)', async () => {
    renderShare(() => ({ status: 404, body: { message: 'Introuvable.' } }));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it.each([
    ['a server failure', () => ({ status: 500 })],
    ['too many requests', () => ({ status: 429, body: { message: 'Trop de requêtes.' } })],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] satisfies [string, FakeRoute][])('says it failed on %s, with a retry', async (_, answer) => {
    const { server } = renderShare(answer);
    expect(
      await screen.findByRole('heading', { name: 'Ce profil n’a pas pu être chargé.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page introuvable' })).toBeNull();
    const before = shareReads(server.requests);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => {
      expect(shareReads(server.requests)).toBeGreaterThan(before);
    });
  });
});

const shared: components['schemas']['PublicMember'] = {
  id: 7,
  gender: 'other',
  title: 'Un canot, un lac',
  about: 'Bonjour.',
  seeking: 'Quelqu’un de sincère.',
  avatar_path: null,
  audio_introduction_url: null,
  answers: [],
  gallery: [],
  user: { first_name: 'Léa', age: 34, city: 'Montréal', last_activity: null },
};

/** The share page as a visitor or a signed-in user opens it. */
async function renderSharedProfile(account?: ReturnType<typeof signedInUser>) {
  const view = renderPage(<SharePage />, {
    path: '/share/member/7',
    route: '/share/member/:id',
    platform: fakePlatform('web'),
    api: {
      'GET /share/member/7': { status: 200, body: { data: shared } },
      'GET /account': account
        ? { status: 200, body: { data: account } }
        : { status: 401, body: { message: 'Non authentifié.' } },
    },
  });
  if (account) await act(() => startSession());
  await screen.findByRole('heading', { level: 1, name: /Léa/ });
  return view;
}

const favourite = () => screen.getByRole('button', { name: 'Ajouter aux favoris' });

describe('who opens the share page (spec 02: a header with a join button, for a visitor)', () => {
  it('offers a visitor the header’s join button, and the register prompt on an interaction', async () => {
    await renderSharedProfile();
    expect(screen.getByRole('link', { name: 'Rejoindre' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    fireEvent.click(favourite());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('gives a signed-in member no second header, and the real profile on an interaction', async () => {
    await renderSharedProfile(signedInUser());
    expect(screen.queryByRole('link', { name: 'Rejoindre' })).toBeNull();
    expect(document.querySelector('[data-slot=share-header]')).toBeNull();
    fireEvent.click(favourite());
    expect((await screen.findByTestId('location')).textContent).toBe('/member/profile/7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still prompts a signed-in user who has not finished onboarding, without the header', async () => {
    await renderSharedProfile(signedInUser({ onboardingCompleted: false }));
    expect(document.querySelector('[data-slot=share-header]')).toBeNull();
    fireEvent.click(favourite());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
