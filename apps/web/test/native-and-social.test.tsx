// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentNotifications, clearNotifications } from '../src/lib/notifications';
import type { SocialCredential } from '../src/lib/platform';
import { LoginRoute } from '../src/routes/login';
import { OnboardingRegisterRoute } from '../src/routes/onboarding/register';
import { OnboardingStartRoute } from '../src/routes/onboarding/start';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
});

const socialButtons = () =>
  Array.from(screen.getByTestId('social-buttons').querySelectorAll('button'), (button) =>
    button.getAttribute('data-network'),
  );

describe('the sign-in buttons by platform', () => {
  it('offers Apple on iOS only', () => {
    renderPage(<LoginRoute />, { path: '/login', platform: fakePlatform('ios') });
    expect(socialButtons()).toEqual(['apple', 'facebook', 'google']);
    cleanup();
    renderPage(<LoginRoute />, { path: '/login', platform: fakePlatform('android') });
    expect(socialButtons()).toEqual(['facebook', 'google']);
    cleanup();
    renderPage(<LoginRoute />, { path: '/login', platform: fakePlatform('web') });
    expect(socialButtons()).toEqual(['facebook', 'google']);
  });

  it('shows the version, prefills the email and hides the register link on demand', () => {
    renderPage(<LoginRoute />, {
      path: '/login?email=a%40b.test&hide_register=1',
      platform: fakePlatform('web'),
    });
    expect(screen.getByTestId('app-version').textContent).toBe('Version 1.7.0');
    expect(screen.getByLabelText(/Adresse courriel/)).toHaveProperty('value', 'a@b.test');
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
  });

  it('shows the server’s message when the sign-in fails, or "Invalide" without one', async () => {
    const { server } = renderPage(<LoginRoute />, {
      path: '/login',
      platform: fakePlatform('web'),
      api: {
        'GET /sanctum/csrf-cookie': { status: 204 },
        'POST /api/app/login': ({ body }) =>
          (body as { password: string }).password === 'x'
            ? { status: 422, body: { message: 'Identifiants invalides.', errors: {} } }
            : { status: 500, body: {} },
      },
    });
    fireEvent.change(screen.getByLabelText(/Adresse courriel/), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => {
      expect(screen.getByTestId('login-failure').textContent).toContain('Identifiants invalides.');
    });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => {
      expect(screen.getByTestId('login-failure').textContent).toContain('Invalide');
    });
    expect(server.requests.filter((request) => request.path === '/api/app/login')).toHaveLength(2);
  });
});

describe('social sign-up', () => {
  const facebook = (
    credential: SocialCredential = { network: 'facebook', facebook_token: 'fb-1' },
  ) => fakePlatform('web', { social: { credential: vi.fn(() => Promise.resolve(credential)) } });

  it('Facebook without an email goes to the register form with the prefill', async () => {
    const { server } = renderPage(<OnboardingStartRoute />, {
      path: '/onboarding/start',
      platform: facebook(),
      api: {
        'GET /sanctum/csrf-cookie': { status: 204 },
        'POST /onboarding/user/facebook': {
          status: 200,
          body: {
            token: null,
            prefill: {
              email: null,
              first_name: 'Léa',
              last_name: 'Roy',
              facebook_id: 'fb-42',
              facebook_access_token: 'fb-1',
            },
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Facebook' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe(
        '/onboarding/register?first_name=L%C3%A9a&last_name=Roy&facebook_id=fb-42&facebook_access_token=fb-1',
      );
    });
    expect(server.requests.at(-1)?.body).toEqual({ facebook_token: 'fb-1' });
  });

  it('the register form takes the prefill and keeps its button disabled until the password rule holds', () => {
    renderPage(<OnboardingRegisterRoute />, {
      path: '/onboarding/register?email=lea%40x.test&first_name=L%C3%A9a&last_name=Roy',
      platform: fakePlatform('web'),
    });
    expect(screen.getByLabelText(/Adresse courriel/)).toHaveProperty('value', 'lea@x.test');
    expect(screen.getByLabelText(/^Prénom/)).toHaveProperty('value', 'Léa');
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'abcdefgh' } });
    fireEvent.change(screen.getByLabelText(/^Confirmez/), { target: { value: 'abcdefgh' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Abcdefg1' } });
    fireEvent.change(screen.getByLabelText(/^Confirmez/), { target: { value: 'Abcdefg1' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('EMAIL_ALREADY_EXISTS shows the sign-in link, carrying the address (spec 01, section 8)', async () => {
    renderPage(<OnboardingStartRoute />, {
      path: '/onboarding/start',
      platform: fakePlatform('web', {
        social: {
          credential: () =>
            Promise.resolve({ network: 'google', google_token: 'g', google_client_id: 'web' }),
        },
      }),
      api: {
        'GET /sanctum/csrf-cookie': { status: 204 },
        'POST /onboarding/user/google': {
          status: 409,
          body: {
            error: {
              code: 'EMAIL_ALREADY_EXISTS',
              message: 'Déjà pris.',
              email: 'camille+gmail@demo.test',
            },
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    const notice = await screen.findByTestId('email-taken');
    expect(notice.textContent).toContain('Cette adresse courriel est déjà associée à un compte.');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(
      `/login?email=${encodeURIComponent('camille+gmail@demo.test')}`,
    );
  });

  it('a network that gives no token says "Invalide"', async () => {
    renderPage(<OnboardingStartRoute />, {
      path: '/onboarding/start',
      platform: fakePlatform('web', {
        social: { credential: () => Promise.reject(new Error('cancelled')) },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Facebook' }));
    await waitFor(() => {
      expect(currentNotifications().map((n) => n.message)).toEqual(['Invalide']);
    });
  });

  it('a native social sign-up keeps the returned token and goes to the terms', async () => {
    const platform = fakePlatform('ios', {
      social: {
        credential: () =>
          Promise.resolve({
            network: 'apple',
            apple_token: 'ap',
            first_name: 'Léa',
            last_name: 'Roy',
          }),
      },
    });
    const { server } = renderPage(<OnboardingStartRoute />, {
      path: '/onboarding/start',
      platform,
      api: {
        'POST /onboarding/user/apple': { status: 200, body: { token: '9|apple' } },
        'GET /account': { status: 200, body: { data: { id: 1 } } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Apple' }));
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toBe('/onboarding/terms');
    });
    expect(platform.tokenStore.get()).toBe('9|apple');
    expect(server.requests[0]?.body).toEqual({
      apple_token: 'ap',
      first_name: 'Léa',
      last_name: 'Roy',
    });
    expect(server.requests[1]?.headers.get('Authorization')).toBe('Bearer 9|apple');
  });
});
