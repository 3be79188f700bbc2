// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InAppStore } from '../src/lib/platform';
import { Component as SubscriptionPage } from '../src/routes/member/subscription';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';

// The session's flag is read when its module loads: a member is signed in from the start.
vi.hoisted(() => {
  localStorage.setItem('logged_in', '1');
});

afterEach(() => {
  cleanup();
});

const sixMonths = {
  id: 2,
  name: 'Forfait 6 mois',
  description: null,
  price: 179.94,
  price_before_sale: null,
  sale_percentage: null,
  number_of_months: 6,
  number_of_extra_months: 0,
  is_renewable: true,
  featured: true,
  vip: false,
  price_hash: 'hash-2',
  apple_id: 'store.six',
  google_id: 'store.six',
};

/** The member as `GET /account` answers: active until `endDate`. */
const member = (endDate: string) => ({
  ...signedInUser(),
  active_subscription: null,
  member: {
    id: 3,
    onboarding_completed: true,
    onboarding_step: null,
    subscription_status: 'active',
    subscription_end_date: endDate,
    trial_end_date: null,
  },
});

describe('an in-app purchase on /member/subscription (spec 02, section 4)', () => {
  it('shows the success with the refreshed end date and a button to the search', async () => {
    const finish = vi.fn(() => Promise.resolve());
    const inAppStore: InAppStore = {
      purchase: vi.fn(() =>
        Promise.resolve({
          status: 'verified' as const,
          purchase: { id: 'store.six', transaction: { receipt: 'r-1' } },
          finish,
        }),
      ),
    };
    let paid = false;
    const { server } = renderPage(<SubscriptionPage />, {
      path: '/member/subscription',
      platform: fakePlatform('ios', { inAppStore }),
      // The app's cache: the user is read again through it (lib/session's refreshUser).
      sharedCache: true,
      api: {
        // Before the purchase the subscription ends in March; the purchase adds six months.
        'GET /account': () => ({
          status: 200,
          body: { data: member(paid ? '2027-09-24T12:00:00.000Z' : '2027-03-24T12:00:00.000Z') },
        }),
        'GET /payment-sources': { status: 200, body: { data: [] } },
        'GET /account/orders': { status: 200, body: { data: [] } },
        'GET /products/native': { status: 200, body: { data: [sixMonths] } },
        'POST /pay/in-app': () => {
          paid = true;
          return { status: 204 };
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paiement réussi!' });
    // Months added to an active subscription: extended, until the refreshed user's end date.
    expect(dialog.textContent).toContain(
      'Votre abonnement est prolongé jusqu’au 24 septembre 2027.',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Commencer ma recherche' }).getAttribute('href'),
    ).toBe('/member/search');
    expect(finish).toHaveBeenCalled();
    // The user was read again after the purchase was posted, before the success showed.
    const paidAt = server.requests.findIndex((request) => request.path === '/pay/in-app');
    expect(server.requests.slice(paidAt).some((request) => request.path === '/account')).toBe(true);
  });

  it('a cancelled purchase shows no success', async () => {
    const inAppStore: InAppStore = {
      purchase: vi.fn(() => Promise.resolve({ status: 'cancelled' as const })),
    };
    renderPage(<SubscriptionPage />, {
      path: '/member/subscription',
      platform: fakePlatform('android', { inAppStore }),
      api: {
        'GET /account': { status: 200, body: { data: member('2027-03-24T12:00:00.000Z') } },
        'GET /payment-sources': { status: 200, body: { data: [] } },
        'GET /account/orders': { status: 200, body: { data: [] } },
        'GET /products/native': { status: 200, body: { data: [sixMonths] } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));
    await waitFor(() => {
      expect(
        document.querySelector('[data-slot=in-app-purchase]')?.getAttribute('data-status'),
      ).toBe('cancelled');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
