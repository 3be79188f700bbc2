// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStep } from '../src/features/payments/components/payment-step';
import { ProductPicker } from '../src/features/payments/components/product-picker';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import type { InAppOutcome, InAppStore } from '../src/lib/platform';
import type { CurrentUser } from '../src/lib/session';
import type { WizardStepProps } from '../src/lib/wizard';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { dangerToasts } from './support/toasts';

afterEach(() => {
  cleanup();
  clearNotifications();
});

const product = (id: number, months: number, store: string | null) => ({
  id,
  name: `Forfait ${String(months)} mois`,
  description: null,
  price: months * 40,
  price_before_sale: null,
  sale_percentage: null,
  number_of_months: months,
  number_of_extra_months: 0,
  is_renewable: true,
  featured: months === 6,
  vip: false,
  price_hash: `hash-${String(id)}`,
  apple_id: store,
  google_id: store,
});

const user = {
  id: 1,
  first_name: 'Léa',
  member: { id: 1, subscription_status: 'inactive', trial_end_date: null },
} as unknown as CurrentUser;

/** The card payment's reads for package 1: a saved card and the estimate. */
const savedCardAndEstimate = {
  'GET /payment-sources': {
    status: 200,
    body: { data: [{ id: 7, description: 'Visa ending 4242' }] },
  },
  'GET /products/1/estimate': {
    status: 200,
    body: {
      data: {
        order: { total: 120, taxes: 15.6 },
        end_date: '2027-03-01T00:00:00Z',
        promo_code: null,
      },
    },
  },
  'GET /sanctum/csrf-cookie': { status: 204 },
};

function props(advance = vi.fn(() => Promise.resolve())): WizardStepProps {
  return { step: 'payment', stepIndex: 28, stepCount: 29, onPrevious: vi.fn(), advance, user };
}

function store(outcome: InAppOutcome): InAppStore & { purchase: ReturnType<typeof vi.fn> } {
  return { purchase: vi.fn(() => Promise.resolve(outcome)) };
}

describe('the payment step on native (in-app purchase)', () => {
  it('posts the verified purchase, moves on, then finishes it', async () => {
    const finish = vi.fn(() => Promise.resolve());
    const inAppStore = store({
      status: 'verified',
      purchase: { id: 'store.six', transaction: { receipt: 'r-1' } },
      finish,
    });
    const advance = vi.fn(() => Promise.resolve());
    const { server } = renderPage(<PaymentStep {...props(advance)} />, {
      path: '/onboarding/step/payment',
      platform: fakePlatform('android', { inAppStore }),
      api: {
        'GET /products/native': {
          status: 200,
          body: { data: [product(1, 3, 'store.three'), product(2, 6, 'store.six')] },
        },
        'POST /pay/in-app': { status: 204 },
      },
    });
    const buttons = await screen.findAllByRole('button', { name: 'S’abonner' });
    expect(screen.queryByRole('button', { name: 'Choisir ce forfait' })).toBeNull();
    fireEvent.click(buttons[1] as HTMLElement);
    await waitFor(() => {
      expect(finish).toHaveBeenCalled();
    });
    expect(inAppStore.purchase).toHaveBeenCalledWith('store.six');
    const posted = server.requests.find((request) => request.path === '/pay/in-app');
    expect(posted?.body).toMatchObject({
      product: { id: 'store.six', transaction: { receipt: 'r-1' } },
      platform: 'android',
    });
    expect(advance).toHaveBeenCalled();
    expect(
      server.requests.find((request) => request.path === '/products/native')?.search,
    ).toContain('platform=android');
  });

  it('a cancelled purchase stops the spinner and posts nothing', async () => {
    const inAppStore = store({ status: 'cancelled' });
    const { server } = renderPage(<PaymentStep {...props()} />, {
      path: '/onboarding/step/payment',
      platform: fakePlatform('ios', { inAppStore }),
      api: {
        'GET /products/native': { status: 200, body: { data: [product(1, 3, 'store.three')] } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));
    await waitFor(() => {
      expect(
        document.querySelector('[data-slot=in-app-purchase]')?.getAttribute('data-status'),
      ).toBe('cancelled');
    });
    expect(server.requests.some((request) => request.path === '/pay/in-app')).toBe(false);
  });

  it('a package the store does not know says "Produit introuvable !"', async () => {
    renderPage(<PaymentStep {...props()} />, {
      path: '/onboarding/step/payment',
      platform: fakePlatform('ios', { inAppStore: store({ status: 'cancelled' }) }),
      api: { 'GET /products/native': { status: 200, body: { data: [product(1, 3, null)] } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'S’abonner' }));
    await waitFor(() => {
      expect(currentNotifications().map((n) => n.message)).toEqual(['Produit introuvable !']);
    });
  });
});

describe('the payment step on the web (card)', () => {
  it('opens the card payment with the saved card and the estimate; a 400 closes it, says why and refreshes', async () => {
    let productCalls = 0;
    const { server } = renderPage(<PaymentStep {...props()} />, {
      path: '/onboarding/step/payment',
      platform: fakePlatform('web'),
      api: {
        'GET /products': () => {
          productCalls += 1;
          return { status: 200, body: { data: [product(1, 3, null), product(2, 6, null)] } };
        },
        ...savedCardAndEstimate,
        'POST /pay/1': {
          status: 400,
          body: {
            message: 'La carte a été refusée.',
            error: { code: 'PAYMENT_FAILED', message: 'La carte a été refusée.' },
          },
        },
        'GET /account': { status: 200, body: { data: user } },
      },
    });
    const choose = await screen.findAllByRole('button', { name: 'Choisir ce forfait' });
    fireEvent.click(choose[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const pay = await within(dialog).findByRole('button', { name: /Payer/ });
    expect(within(dialog).getAllByText(/4242/).length).toBeGreaterThan(0);
    fireEvent.click(pay);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const paid = server.requests.find((request) => request.path === '/pay/1');
    expect(paid?.body).toMatchObject({ price_hash: 'hash-1', promo_code: null });
    await waitFor(() => {
      expect(productCalls).toBe(2);
    });
    // The modal is gone: the refusal is said as a toast (spec 01, section 8: the server's message).
    expect(dangerToasts()).toEqual(['La carte a été refusée.']);
  });

  it('the trial is the step’s Next', async () => {
    const advance = vi.fn(() => Promise.resolve());
    const { server } = renderPage(<PaymentStep {...props(advance)} />, {
      path: '/onboarding/step/payment',
      platform: fakePlatform('web'),
      api: {
        'GET /products': { status: 200, body: { data: [product(1, 3, null)] } },
        'GET /sanctum/csrf-cookie': { status: 204 },
        'POST /onboarding/trial': { status: 204 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Commencer l’essai gratuit/ }));
    await waitFor(() => {
      expect(advance).toHaveBeenCalled();
    });
    expect(server.requests.some((request) => request.path === '/onboarding/trial')).toBe(true);
  });
});

describe('paying from the unsubscribed screen (spec 02, section 2: the notice, then the page)', () => {
  it('closes the card payment at once when paid, with no success screen to be cut short', async () => {
    const onPaid = vi.fn();
    renderPage(
      <ProductPicker
        subscriptionStatus="inactive"
        afterPaymentPath="/member/search"
        closeOnPaid
        onPaid={onPaid}
      />,
      {
        path: '/member/search',
        platform: fakePlatform('web'),
        api: {
          'GET /products': { status: 200, body: { data: [product(1, 3, null)] } },
          ...savedCardAndEstimate,
          'POST /pay/1': { status: 204 },
          'GET /account': { status: 200, body: { data: user } },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir ce forfait' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Payer/ }));
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledTimes(1);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByRole('link', { name: /recherche/i })).toBeNull();
  });
});
