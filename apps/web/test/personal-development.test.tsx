// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as ArticlePage } from '../src/routes/member/personal-development/$article';
import { Component as ListPage } from '../src/routes/member/personal-development/list';
import { Component as SubscriptionPage } from '../src/routes/member/subscription';
import { clearNotifications } from '../src/lib/notifications';
import { signInWithToken } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
  localStorage.clear();
});

const article = (over: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Le premier désaccord',
  subtitle: 'Ce que la première dispute révèle',
  type: 'article',
  access_level: 'member',
  created_at: '2024-01-01T00:00:00Z',
  image_path: null,
  body: '<p>Bonjour</p>',
  video_url: null,
  embed_video_url: null,
  website_url: null,
  my_vote: null,
  can: { view: true },
  owner: {
    id: 3,
    name: 'Sophie Nadeau',
    title: 'Psychologue',
    url: null,
    profile_image_path: null,
    short_description: null,
  },
  ...over,
});

const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { current_page: 1, last_page: 1, total: data.length } },
});

describe('the personal-development list', () => {
  it('asks the bonus list for the VIP content, 6 a page, newest first, and shows the count', async () => {
    const { server } = renderPage(<ListPage />, {
      path: '/member/personal-development/bonus',
      platform: fakePlatform('web'),
      api: {
        'GET /api/content/articles': page([article({ access_level: 'vip' })]),
        'GET /api/content/specialists': { status: 200, body: { data: [] } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus' })).toBeTruthy();
    expect(await screen.findByText('1 résultat')).toBeTruthy();
    const list = server.requests.find((request) => request.path === '/api/content/articles');
    const query = new URLSearchParams(list?.search);
    expect(query.get('access_level')).toBe('vip');
    expect(query.get('type')).toBeNull();
    expect(query.get('per_page')).toBe('6');
    expect(query.get('sort')).toBe('-created_at');
    expect(query.get('is_internal')).toBe('false');
  });
});

describe('the article page', () => {
  it('says the page does not exist, with a way home, for an address no article can have', async () => {
    const { server } = renderPage(<ArticlePage />, {
      path: '/member/personal-development/not-an-article',
      route: '/member/personal-development/:article',
      platform: fakePlatform('web'),
      api: {},
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(server.requests.some((request) => request.path.startsWith('/api/content'))).toBe(false);
  });

  it('shows the body and sends a vote', async () => {
    const { server } = renderPage(<ArticlePage />, {
      path: '/member/personal-development/7',
      route: '/member/personal-development/:article',
      platform: fakePlatform('web'),
      api: {
        'GET /api/content/articles/7': { status: 200, body: { data: article() } },
        'POST /api/content/articles/7/votes': {
          status: 200,
          body: { message: 'Vote envoyé avec succès' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le premier désaccord' }),
    ).toBeTruthy();
    expect(screen.getByText('Bonjour')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 sur 5' }));
    await waitFor(() => {
      const vote = server.requests.find((request) => request.method === 'POST');
      expect(vote?.body).toEqual({ score: 4 });
    });
  });

  it('covers VIP content with the paywall, linking to the subscription, without the rating', async () => {
    renderPage(<ArticlePage />, {
      path: '/member/personal-development/7',
      route: '/member/personal-development/:article',
      platform: fakePlatform('web'),
      api: {
        'GET /api/content/articles/7': {
          status: 200,
          body: { data: article({ access_level: 'vip', body: null, can: { view: false } }) },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Ce contenu est réservé aux membres VIP' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Devenir membre VIP' }).getAttribute('href')).toBe(
      '/member/subscription',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('the subscription page', () => {
  const user = {
    id: 1,
    first_name: 'Léa',
    active_subscription: {
      product: { name: 'Forfait 6 mois', number_of_months: 6, price: 179.94 },
    },
    member: {
      id: 1,
      subscription_status: 'active',
      subscription_end_date: '2030-03-20T00:00:00Z',
      trial_end_date: null,
    },
  };

  it('shows the renewing plan and its past payments, and cancels the renewal after confirmation', async () => {
    const { server } = renderPage(<SubscriptionPage />, {
      path: '/member/subscription',
      platform: fakePlatform('web'),
      api: {
        'GET /account': { status: 200, body: { data: user } },
        'GET /products': { status: 200, body: { data: [] } },
        'GET /account/orders': {
          status: 200,
          body: {
            data: [
              {
                id: 1,
                created_at: '2026-01-02T15:00:00Z',
                pdf_url: 'https://x.test/1.pdf',
                status: 'paid',
                lines: [{ description: 'Forfait 6 mois' }],
                total: 179.94,
              },
            ],
          },
        },
        'DELETE /account/subscriptions': { status: 204 },
      },
    });
    // Signed in (session mode): the user is read from `GET /account`.
    await signInWithToken(null);
    expect(await screen.findByRole('heading', { name: 'Vous êtes abonné(e)' })).toBeTruthy();
    expect(await screen.findByText(/Forfait 6 mois · 179,94/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Facture PDF du paiement/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le renouvellement automatique' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler le renouvellement' }));
    await waitFor(() => {
      expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
    });
  });
});
