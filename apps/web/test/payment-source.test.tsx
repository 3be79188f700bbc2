// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../src/lib/navigation';
import { signInWithToken } from '../src/lib/session';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import { Component as Settings } from '../src/routes/member/settings/index';
import { Component as PaymentSource } from '../src/routes/member/settings/payment-source';
import { Component as PaymentSourceUpdate } from '../src/routes/member/settings/payment-source-update';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
  localStorage.clear();
});

const CARDS = {
  data: [
    { id: 7, description: 'Visa ending in 4242' },
    { id: 3, description: 'Mastercard ending in 5100' },
  ],
};

describe('the payment methods (web)', () => {
  it('marks the card payments use, and removes a card after a confirmation', async () => {
    let cards = CARDS;
    const { server } = renderPage(<PaymentSource />, {
      path: '/member/settings/payment-source',
      platform: fakePlatform('web'),
      api: {
        'GET /payment-sources': () => ({ status: 200, body: cards }),
        'DELETE /payment-sources/3': () => {
          cards = { data: CARDS.data.slice(0, 1) };
          return { status: 204 };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Cartes enregistrées' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Utilisée pour les paiements')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Utilisée pour les paiements')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mettre à jour ma carte' }).getAttribute('href')).toBe(
      '/member/settings/payment-source/update',
    );

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /Retirer/ }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(currentNotifications().map((n) => n.type)).toEqual(['success']);
  });

  it('offers to add a card when there is none', async () => {
    renderPage(<PaymentSource />, {
      path: '/member/settings/payment-source',
      platform: fakePlatform('web'),
      api: { 'GET /payment-sources': { status: 200, body: { data: [] } } },
    });
    expect(await screen.findByRole('heading', { name: 'Aucune carte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter une carte' })).toBeTruthy();
  });
});

describe('in the native apps (they pay in the store)', () => {
  it('leaves the payment pages for the settings, whose index does not link them', async () => {
    renderPage(<PaymentSource />, {
      path: '/member/settings/payment-source',
      platform: fakePlatform('ios'),
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/member/settings');
    cleanup();

    renderPage(<PaymentSourceUpdate />, {
      path: '/member/settings/payment-source/update',
      platform: fakePlatform('android'),
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/member/settings');
    cleanup();

    renderPage(<Settings />, { path: '/member/settings', platform: fakePlatform('ios') });
    expect(screen.getByRole('link', { name: 'Mon abonnement' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Moyens de paiement' })).toBeNull();
  });

  it('links the payment methods on the web', () => {
    renderPage(<Settings />, { path: '/member/settings', platform: fakePlatform('web') });
    expect(screen.getByRole('link', { name: 'Moyens de paiement' }).getAttribute('href')).toBe(
      '/member/settings/payment-source',
    );
  });
});

describe('leaving from the settings', () => {
  it('deletes the account for good, then goes to /login', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const { server } = renderPage(<Settings />, {
      path: '/member/settings',
      platform: fakePlatform('web'),
      api: {
        'GET /account': { status: 200, body: { data: { id: 1, member: { id: 5 } } } },
        'DELETE /account': { status: 204 },
      },
    });
    // Signed in (session mode): the user is read from `GET /account`.
    await signInWithToken(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContainEqual(
      'DELETE /account',
    );
  });

  it('pauses instead, then goes to the search', async () => {
    const { server } = renderPage(<Settings />, {
      path: '/member/settings',
      platform: fakePlatform('web'),
      api: {
        'GET /account': { status: 200, body: { data: { id: 1, member: { id: 5 } } } },
        'PATCH /account/member/pause': { status: 200, body: { message: 'En pause.' } },
      },
    });
    // Signed in (session mode): the user is read from `GET /account`.
    await signInWithToken(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mettre en pause plutôt' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/member/search');
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      active: true,
    });
  });
});
