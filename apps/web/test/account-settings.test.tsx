// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordForm } from '../src/features/account/components/password-form';
import { EmailForm } from '../src/features/account/components/email-form';
import { Component as BlockedUsers } from '../src/routes/member/settings/blocked-users';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
});

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('the password form', () => {
  it('shows a wrong current password under its field, then changes the password', async () => {
    let attempt = 0;
    const { server } = renderPage(<PasswordForm />, {
      path: '/member/settings/password',
      platform: fakePlatform('web'),
      api: {
        'PATCH /account/password': () => {
          attempt += 1;
          return attempt === 1
            ? {
                status: 422,
                body: {
                  message: 'Invalid',
                  errors: { old_password: ['Le mot de passe est incorrect.'] },
                },
              }
            : { status: 204 };
        },
      },
    });
    const submit = screen.getByRole('button', { name: 'Changer le mot de passe' });
    type('Mot de passe actuel', 'Mauvais2026!');
    type('Nouveau mot de passe', 'Printemps2027!');
    expect(submit).toHaveProperty('disabled', true);
    type('Confirmez le nouveau mot de passe', 'Printemps2027!');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await screen.findByText('Le mot de passe est incorrect.')).toBeTruthy();
    expect(currentNotifications()).toHaveLength(0);

    type('Mot de passe actuel', 'Demo2026!');
    expect(screen.queryByText('Le mot de passe est incorrect.')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => {
      expect(currentNotifications().map((n) => n.type)).toEqual(['success']);
    });
    expect(server.requests.at(-1)?.body).toEqual({
      old_password: 'Demo2026!',
      new_password: 'Printemps2027!',
      new_password_confirmation: 'Printemps2027!',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Mot de passe actuel').value).toBe('');
  });

  it('refuses a confirmation that does not match, without calling', () => {
    const { server } = renderPage(<PasswordForm />, {
      path: '/member/settings/password',
      platform: fakePlatform('web'),
    });
    type('Mot de passe actuel', 'Demo2026!');
    type('Nouveau mot de passe', 'Printemps2027!');
    type('Confirmez le nouveau mot de passe', 'Printemps2028!');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});

describe('the e-mail form', () => {
  it('puts a taken address under the e-mail field', async () => {
    renderPage(<EmailForm />, {
      path: '/member/settings/email',
      platform: fakePlatform('web'),
      api: {
        'PATCH /account/email': {
          status: 422,
          body: { message: 'Invalid', errors: { email: ['Cette adresse est déjà utilisée.'] } },
        },
      },
    });
    type('Nouvelle adresse courriel', 'lea@example.com');
    type('Confirmez la nouvelle adresse', 'lea@example.com');
    type('Mot de passe actuel', 'Demo2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Changer l’adresse' }));
    expect(await screen.findByText('Cette adresse est déjà utilisée.')).toBeTruthy();
  });
});

describe('the blocked members page', () => {
  it('lists the blocked members and unblocks one by its block id', async () => {
    const blocks = [{ id: 4, pivot: { id: 31 }, user: { first_name: 'Léa' }, can: { view: true } }];
    const { server } = renderPage(<BlockedUsers />, {
      path: '/member/settings/blocked-users',
      platform: fakePlatform('web'),
      api: {
        'GET /member-blocks': () => ({ status: 200, body: { data: blocks } }),
        'DELETE /member-blocks/31': { status: 204 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer Léa' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer' }));
    // (The list is reloaded through the app's global cache, which this test's SWR cache is not.)
    await waitFor(() => {
      expect(currentNotifications().map((n) => n.message)).toEqual(['Léa est débloqué.']);
    });
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/member-blocks/31',
    ]);
  });
});
