// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsAcceptance } from '../src/features/terms/components/terms-acceptance';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';

afterEach(() => {
  cleanup();
  clearNotifications();
  vi.restoreAllMocks();
});

/** The terms step, its terms short enough to count as read at once. */
function renderTerms(newsletter: FakeRoute) {
  const onAccepted = vi.fn();
  const view = renderPage(<TermsAcceptance alreadyAccepted={false} onAccepted={onAccepted} />, {
    path: '/onboarding/terms',
    platform: fakePlatform('web'),
    api: {
      'GET /sanctum/csrf-cookie': { status: 204 },
      'GET /api/content/terms': {
        status: 200,
        body: { data: { content: '<p>Soyez respectueux.</p>', published_at: '2026-01-01' } },
      },
      'POST /onboarding/accept-terms': { status: 204 },
      'POST /account/subscribe-to-newsletter': newsletter,
      'GET /account': { status: 200, body: { data: signedInUser() } },
    },
  });
  return { ...view, onAccepted };
}

const newsletterCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === '/account/subscribe-to-newsletter').length;

async function accept() {
  const button = await screen.findByRole('button', { name: 'J’accepte' });
  await waitFor(() => {
    expect(button.hasAttribute('disabled')).toBe(false);
  });
  fireEvent.click(button);
}

describe('the terms step’s newsletter (spec 01, section 4)', () => {
  it('subscribes when the box is left ticked, as it is by default', async () => {
    const { server, onAccepted } = renderTerms(() => ({ status: 204 }));
    await accept();
    await waitFor(() => {
      expect(onAccepted).toHaveBeenCalledTimes(1);
    });
    expect(newsletterCalls(server.requests)).toBe(1);
  });

  it('does not subscribe when the box is unticked', async () => {
    const { server, onAccepted } = renderTerms(() => ({ status: 204 }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Je souhaite recevoir l’infolettre' }),
    );
    await accept();
    await waitFor(() => {
      expect(onAccepted).toHaveBeenCalledTimes(1);
    });
    expect(newsletterCalls(server.requests)).toBe(0);
  });

  it('only logs a failed subscription: the member moves on, with no message', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, onAccepted } = renderTerms(() => ({ status: 500 }));
    await accept();
    await waitFor(() => {
      expect(onAccepted).toHaveBeenCalledTimes(1);
    });
    await waitFor(() => {
      expect(newsletterCalls(server.requests)).toBe(1);
    });
    await waitFor(() => {
      expect(logged).toHaveBeenCalled();
    });
    expect(currentNotifications()).toEqual([]);
  });
});
