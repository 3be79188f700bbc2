// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PicturesEditor } from '../src/features/media/components/pictures-editor';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { signedInUser } from './support/signed-in-user';
import { silentRealtime } from './support/silent-realtime';

/** A validated picture and one pending: no portrait, so the album is incomplete. */
const incompleteGallery = {
  data: [
    { id: 1, base_path: 'http://api.test/storage/a.jpg', status: 'validated' },
    { id: 2, base_path: 'http://api.test/storage/b.jpg', status: 'validated' },
  ],
  review_status: 'done',
  // The API's other delay (a review pending past 24 hours): not the suspension's.
  review_expired: false,
};

async function renderEditor(member: Record<string, unknown>, gallery = incompleteGallery) {
  const user = signedInUser();
  renderPage(<PicturesEditor context="settings" />, {
    path: '/member/settings/pictures',
    platform: fakePlatform('web'),
    api: {
      'GET /account': {
        status: 200,
        body: { data: { ...user, member: { ...user.member, ...member } } },
      },
      'GET /account/member/pictures': { status: 200, body: gallery },
    },
  });
  await act(() => startSession());
}

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
});

describe('the album’s review notice (spec 01, section 4: suspended after 72 hours)', () => {
  it('says the account is suspended once moderation suspended it for its album', async () => {
    await renderEditor({ suspended: true, suspended_reason: 'incomplete_gallery' });
    expect(
      await screen.findByText(/votre compte est suspendu jusqu’à ce qu’il soit complet/),
    ).toBeTruthy();
    expect(screen.queryByText(/sera suspendu automatiquement après/)).toBeNull();
  });

  it('warns of the suspension while the 72 hours run', async () => {
    await renderEditor({ suspended: false, suspended_reason: null });
    expect(await screen.findByText(/sera suspendu automatiquement après 72 heures/)).toBeTruthy();
    expect(screen.queryByText(/votre compte est suspendu jusqu’à/)).toBeNull();
  });
});

describe('the album’s order (spec 01, section 4: when the order is forced, a portrait first)', () => {
  const galleryOf = () => document.querySelector('[data-slot=picture-gallery]');

  it('is forced once the album has a portrait, as the API forces it', async () => {
    await renderEditor(
      {},
      {
        ...incompleteGallery,
        data: [
          { id: 1, base_path: 'http://api.test/storage/a.jpg', status: 'portrait' },
          { id: 2, base_path: 'http://api.test/storage/b.jpg', status: 'validated' },
        ],
      },
    );
    expect(await screen.findByText('La première photo doit être un portrait.')).toBeTruthy();
    expect(galleryOf()?.getAttribute('data-force-order')).toBe('true');
  });

  it('is free while moderation has named no portrait', async () => {
    await renderEditor({});
    await screen.findByText(/sera suspendu automatiquement/);
    expect(galleryOf()?.hasAttribute('data-force-order')).toBe(false);
    expect(screen.queryByText('La première photo doit être un portrait.')).toBeNull();
  });
});
