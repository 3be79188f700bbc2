// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaLayout } from '../src/components/layouts/area-layout';
import { pageDrawn, resetFirstContent } from '../src/lib/first-content';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';

/** The area's frame with a member's quote of the day in its footer, signed in. */
async function renderWithQuote(can: { view: boolean } | undefined) {
  const view = renderPage(<AreaLayout area="ambassador" />, {
    path: '/ambassador',
    platform: fakePlatform('web'),
    api: {
      'GET /account': { status: 200, body: { data: signedInUser() } },
      'GET /api/content/daily-quote': {
        status: 200,
        body: {
          data: {
            text: 'Aimer, c’est choisir.',
            author: null,
            author_type: 'member',
            member: { id: 12, user: { id: 120, first_name: 'Léa' }, ...(can ? { can } : {}) },
          },
        },
      },
    },
  });
  await act(() => startSession());
  return view;
}

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
  // The page has painted: the footer's quote may come.
  pageDrawn();
});
afterEach(() => {
  cleanup();
  resetFirstContent();
});

describe('the daily quote’s author (spec 02, section 6: profile links only when can.view)', () => {
  it('links to the member’s profile when the user may view it', async () => {
    const { container } = await renderWithQuote({ view: true });
    const link = await screen.findByRole('link', { name: 'Léa' });
    expect(link.getAttribute('href')).toBe('/member/profile/12');
    expect(container.querySelector('[data-slot=daily-quote-member]')).toBeNull();
  });

  it.each([
    ['may not view it', { view: false }],
    ['is not told whether they may', undefined],
  ])('is the name alone when the user %s', async (_, can) => {
    const { container } = await renderWithQuote(can);
    await screen.findByText('« Aimer, c’est choisir. »');
    expect(container.querySelector('[data-slot=daily-quote-member]')?.textContent).toBe('Léa');
    expect(screen.queryByRole('link', { name: 'Léa' })).toBeNull();
  });
});
