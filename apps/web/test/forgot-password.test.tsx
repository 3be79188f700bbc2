// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordForm } from '../src/features/auth/components/forgot-password-form';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
});

describe('the forgot-password form (spec 01, section 8: a failure resets the success flag)', () => {
  it('says the link was sent, then, when the next request fails, no longer says so', async () => {
    let answers = 0;
    renderPage(<ForgotPasswordForm />, {
      path: '/forgot-password',
      platform: fakePlatform('web'),
      api: {
        'GET /sanctum/csrf-cookie': { status: 204 },
        'POST /forgot-password': () => {
          answers += 1;
          return answers === 1
            ? { status: 200, body: { message: 'Un lien vient de vous être envoyé.' } }
            : {
                status: 422,
                body: {
                  message: 'Trop de demandes.',
                  errors: { email: ['Veuillez patienter avant de réessayer.'] },
                },
              };
        },
      },
    });
    fireEvent.change(screen.getByLabelText(/Adresse courriel/), {
      target: { value: 'camille@demo.test' },
    });
    const submit = screen.getByRole('button', { name: 'Envoyer le lien' });
    fireEvent.click(submit);
    expect((await screen.findByTestId('forgot-sent')).textContent).toContain(
      'Un lien vient de vous être envoyé.',
    );
    fireEvent.click(submit);
    expect(await screen.findByText('Veuillez patienter avant de réessayer.')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByTestId('forgot-sent')).toBeNull();
    });
  });
});
