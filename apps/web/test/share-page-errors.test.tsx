// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as SharePage } from '../src/routes/share/member/$id';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

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
