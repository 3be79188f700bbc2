// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailVerificationBlock } from '../src/features/ambassadors/components/account-blocks';
import { ProtectionScreens } from '../src/components/layouts/protection-screens';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import { signInWithToken, type CurrentUser } from '../src/lib/session';
import { Component as EmailSettings } from '../src/routes/member/settings/email';
import { Component as NotificationSettings } from '../src/routes/member/settings/notifications';
import { Component as VisibilitySettings } from '../src/routes/member/settings/visibility';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
  localStorage.clear();
});

const account = {
  id: 1,
  email: 'membre@demo.test',
  email_verified_at: null,
  member: { id: 5, visibility: 'private', paused: true },
  settings: { notifications_priority_message: false, notifications_secondary_message: true },
};

const failure = { status: 500, body: { message: 'Le serveur ne répond pas.' } };

const shown = () => currentNotifications().map(({ type, message }) => ({ type, message }));

/** A setting page as the signed-in member sees it (session mode: the user is `GET /account`). */
async function renderSignedIn(
  element: React.ReactElement,
  path: string,
  api: Parameters<typeof renderPage>[1]['api'],
) {
  const view = renderPage(element, {
    path,
    platform: fakePlatform('web'),
    api: { 'GET /account': { status: 200, body: { data: account } }, ...api },
  });
  await signInWithToken(null);
  return view;
}

describe('the visibility setting', () => {
  it('shows the server’s message once saved', async () => {
    const { server } = await renderSignedIn(<VisibilitySettings />, '/member/settings/visibility', {
      'PATCH /account/member/visibility': {
        status: 200,
        body: { message: 'Votre profil est maintenant public.' },
      },
    });
    const toggle = await screen.findByRole('switch', { name: /Profil public/ });
    await waitFor(() => {
      expect(toggle).toHaveProperty('disabled', false);
    });
    fireEvent.click(toggle);
    await waitFor(() => {
      expect(shown()).toEqual([
        { type: 'success', message: 'Votre profil est maintenant public.' },
      ]);
    });
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      visibility: 'public',
    });
  });

  it('reverts the toggle when the save fails (spec 02, section 8)', async () => {
    await renderSignedIn(<VisibilitySettings />, '/member/settings/visibility', {
      'PATCH /account/member/visibility': failure,
    });
    const toggle = await screen.findByRole('switch', { name: /Profil public/ });
    await waitFor(() => {
      expect(toggle).toHaveProperty('disabled', false);
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => {
      expect(shown()).toEqual([{ type: 'danger', message: 'Le serveur ne répond pas.' }]);
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('the notification settings', () => {
  it('show the server’s message once saved', async () => {
    await renderSignedIn(<NotificationSettings />, '/member/settings/notifications', {
      'PATCH /account/settings/notifications': {
        status: 200,
        body: { message: 'Vos préférences sont enregistrées.' },
      },
    });
    await waitFor(() => {
      expect(
        screen.getByRole('switch', { name: /boîte secondaire/ }).getAttribute('aria-checked'),
      ).toBe('true');
    });
    fireEvent.click(screen.getByRole('switch', { name: /boîte prioritaire/ }));
    await waitFor(() => {
      expect(shown()).toEqual([{ type: 'success', message: 'Vos préférences sont enregistrées.' }]);
    });
  });

  it('revert the toggle when the save fails (spec 02, section 8)', async () => {
    const { server } = await renderSignedIn(
      <NotificationSettings />,
      '/member/settings/notifications',
      { 'PATCH /account/settings/notifications': failure },
    );
    const secondary = screen.getByRole('switch', { name: /boîte secondaire/ });
    await waitFor(() => {
      expect(secondary.getAttribute('aria-checked')).toBe('true');
    });
    fireEvent.click(secondary);
    expect(secondary.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => {
      expect(shown()).toEqual([{ type: 'danger', message: 'Le serveur ne répond pas.' }]);
    });
    expect(secondary.getAttribute('aria-checked')).toBe('true');
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      notifications_priority_message: false,
      notifications_secondary_message: false,
    });
  });
});

describe('the e-mail link sent again (spec 02, section 8: its failure is ignored)', () => {
  it.each([
    ['the member’s e-mail settings', '/member/settings/email', 'Renvoyer le lien de vérification'],
    ['the ambassador’s e-mail block', '/ambassador/settings', 'Renvoyer le lien'],
  ])('on %s, only the loading state ends', async (_, path, label) => {
    const element = path.startsWith('/member') ? (
      <EmailSettings />
    ) : (
      <EmailVerificationBlock user={account as unknown as CurrentUser} />
    );
    const { server } = await renderSignedIn(element, path, {
      'POST /email-verification/send-link': failure,
    });
    const resend = await screen.findByRole('button', { name: label });
    fireEvent.click(resend);
    await waitFor(() => {
      expect(resend.getAttribute('aria-busy')).toBeNull();
      expect(
        server.requests.filter((request) => request.path === '/email-verification/send-link'),
      ).toHaveLength(1);
    });
    // No error toast.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toEqual([]);
  });
});

describe('the pause screen', () => {
  it('shows the server’s message when the member blossoms, as the pause settings do', async () => {
    const { server } = renderPage(
      <ProtectionScreens screen="paused" user={account as unknown as CurrentUser} />,
      {
        path: '/member/search',
        platform: fakePlatform('web'),
        api: {
          'GET /account': { status: 200, body: { data: account } },
          'PATCH /account/member/pause': {
            status: 200,
            body: { message: 'Votre compte est de nouveau actif.' },
          },
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refleurir' }));
    await waitFor(() => {
      expect(shown()).toEqual([{ type: 'success', message: 'Votre compte est de nouveau actif.' }]);
    });
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      active: false,
    });
  });
});
