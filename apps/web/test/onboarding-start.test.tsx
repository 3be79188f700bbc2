// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as OnboardingStart } from '../src/routes/onboarding/start';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
});

describe('/onboarding/start', () => {
  it('shows the terms in a modal, fetched only when the visitor asks for them', async () => {
    const { server } = renderPage(<OnboardingStart />, {
      path: '/onboarding/start',
      platform: fakePlatform('web'),
      api: {
        'GET /api/content/terms': {
          status: 200,
          body: {
            data: {
              published_at: '2025-01-01T00:00:00Z',
              content: '<p>Article premier</p>',
            },
          },
        },
      },
    });
    const link = await screen.findByRole('button', { name: 'Lire les conditions d’utilisation' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.some((request) => request.path === '/api/content/terms')).toBe(false);

    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Conditions d’utilisation' });
    expect(await within(dialog).findByText('Article premier')).toBeTruthy();

    // The box's own button waits until the terms are read; the corner's closes.
    const close = within(dialog)
      .getAllByRole('button', { name: 'Fermer' })
      .find((button) => !button.hasAttribute('disabled'));
    fireEvent.click(close as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
