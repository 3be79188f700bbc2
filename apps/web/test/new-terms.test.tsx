// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewTermsCheck } from '../src/features/terms/components/new-terms-check';
import { NEW_TERMS_DELAY_MS } from '../src/features/terms/new-terms';
// The modal's own chunk, loaded ahead: the clock below is a fake one.
import '../src/features/terms/components/new-terms-modal';
import type { CurrentUser } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

const TITLE = 'Nos conditions d’utilisation ont changé';

function renderCheck(path: string, acceptedTermsDate: string | null) {
  const user = {
    id: 4,
    first_name: 'Martin',
    accepted_terms_date: acceptedTermsDate,
    member: null,
  } as unknown as CurrentUser;
  return renderPage(<NewTermsCheck user={user} />, {
    path,
    platform: fakePlatform('web'),
    api: {
      'GET /api/content/terms': {
        status: 200,
        body: { data: { content: '<p>Soyez respectueux.</p>', published_at: '2026-06-01' } },
      },
    },
  });
}

/** Lets the terms' read settle, then moves the clock `ms` on. */
async function after(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the new-terms modal (spec 02: 800 ms after mount, unless the latest terms are accepted)', () => {
  it('opens 800 ms after the page, not before, for terms accepted before the latest', async () => {
    renderCheck('/member/search', '2026-01-01');
    await after(NEW_TERMS_DELAY_MS - 1);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    await after(1);
    await after(0);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it('asks an ambassador who never accepted any terms, in their area', async () => {
    renderCheck('/ambassador', null);
    await after(NEW_TERMS_DELAY_MS);
    await after(0);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it('leaves the wizard’s own terms step to ask, and a user up to date alone', async () => {
    const { server } = renderCheck('/onboarding/terms', null);
    await after(NEW_TERMS_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.filter((request) => request.path === '/api/content/terms')).toEqual([]);
    cleanup();
    const upToDate = renderCheck('/member/search', '2026-07-01');
    await after(NEW_TERMS_DELAY_MS * 2);
    expect(
      upToDate.server.requests.filter((request) => request.path === '/api/content/terms'),
    ).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
