// @vitest-environment happy-dom
import type { components } from '@app/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { Component as SharingTools } from '../src/routes/ambassador/sharing-tools';
import type { RecordedRequest } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';

type Article = components['schemas']['Article'];

/** 15 videos, newest first: more than the wizard's first page of 12. */
const VIDEOS: Article[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  title: `Vidéo ${String(index + 1)}`,
  subtitle: null,
  type: 'video',
  access_level: 'public',
  created_at: '2026-11-01T12:00:00Z',
  image_path: null,
  body: null,
  video_url: null,
  embed_video_url: null,
  website_url: `https://exemple.ca/videos/${String(index + 1)}`,
  my_vote: null,
  can: { view: true },
  owner: {
    id: 1,
    name: 'Julie Tremblay',
    title: null,
    url: null,
    profile_image_path: null,
    short_description: null,
  },
  score: 0,
}));

/** `GET /api/content/articles` over VIDEOS, as the API pages them (no article at all). */
function contentPage(request: RecordedRequest) {
  const query = new URLSearchParams(request.search);
  const perPage = Number(query.get('per_page'));
  const page = Number(query.get('page'));
  const all = query.get('type') === 'video' ? VIDEOS : [];
  return {
    status: 200,
    body: {
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(all.length / perPage)),
        total: all.length,
        per_page: perPage,
      },
    },
  };
}

const ambassador = {
  ...signedInUser(),
  full_name: 'Marie Tremblay',
  ambassador: {
    code: 'MARIE42',
    referral_link: 'https://exemple.ca/?reference=MARIE42',
    requires_nas: false,
    objective: null,
  },
};

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
});

describe('the sharing tools’ items (spec 02: pick the item to share)', () => {
  it('offers the 12 newest videos, then the older ones on demand, and no more once all are there', async () => {
    const { server } = renderPage(<SharingTools />, {
      path: '/ambassador/sharing-tools',
      platform: fakePlatform('web'),
      api: {
        'GET /account': { status: 200, body: { data: ambassador } },
        'GET /api/content/articles': contentPage,
      },
    });
    await act(() => startSession());
    const wizard = await screen.findByRole('group', { name: /partage/i });
    fireEvent.click(within(wizard).getByRole('radio', { name: /^Vidéo promotionnelle/ }));
    fireEvent.click(within(wizard).getByRole('button', { name: 'Suivant' }));
    await waitFor(() => {
      expect(within(wizard).getAllByRole('radio')).toHaveLength(12);
    });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Voir plus de vidéos' }));
    await waitFor(() => {
      expect(within(wizard).getAllByRole('radio')).toHaveLength(15);
    });
    expect(within(wizard).queryByRole('button', { name: 'Voir plus de vidéos' })).toBeNull();
    // The oldest can be chosen and shared like any other.
    fireEvent.click(within(wizard).getByRole('radio', { name: 'Vidéo 15' }));
    expect(within(wizard).getByRole('button', { name: 'Suivant' }).hasAttribute('disabled')).toBe(
      false,
    );
    const videoPages = server.requests
      .filter((request) => request.path === '/api/content/articles')
      .map((request) => new URLSearchParams(request.search))
      .filter((query) => query.get('type') === 'video')
      .map((query) => query.get('page'));
    // Each page read once: asking for the second did not read the first again.
    expect(videoPages).toEqual(['1', '2']);
  });
});
