// @vitest-environment happy-dom
import type { components } from '@app/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCardItem } from '../src/features/members/components/member-card-item';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
});

const BLURRED = 'http://api.test/storage/files/pictures%2F7%2Fabc-blur.jpg?expires=1&signature=s';
const ORIGINAL = 'http://api.test/storage/files/pictures%2F7%2Fp0-300.jpg?expires=1&signature=t';

function card(anonymous: boolean): components['schemas']['MemberCard'] {
  return {
    id: 7,
    deleted: false,
    unavailable: false,
    favorite: false,
    can: { view: true },
    user: { id: 70, first_name: 'Léa', settings: { anonymous_mode: anonymous } },
    avatar_path: BLURRED,
    subscribed: true,
    suspended: false,
    paused: false,
    gallery_review_status: 'done',
  };
}

const image = (container: HTMLElement) =>
  container.querySelector<HTMLImageElement>('[data-slot=avatar-image]');

describe('the reveal button of a member in anonymous mode (their own setting)', () => {
  it('asks the API for the originals and shows them, unblurred', async () => {
    const { container, server } = renderPage(<MemberCardItem member={card(true)} />, {
      platform: fakePlatform('web'),
      api: {
        'POST /members/7/reveal': {
          status: 200,
          body: { data: { avatar_path: ORIGINAL, gallery: [] } },
        },
      },
    });
    expect(image(container)?.getAttribute('src')).toBe(BLURRED);
    expect(container.querySelector('[data-slot=avatar]')?.getAttribute('data-overlay')).toBe(
      'anonymous',
    );
    fireEvent.click(screen.getByRole('button', { name: /Révéler/ }));
    await waitFor(() => {
      expect(image(container)?.getAttribute('src')).toBe(ORIGINAL);
    });
    const avatar = container.querySelector('[data-slot=avatar]');
    expect(avatar?.hasAttribute('data-blurred')).toBe(false);
    expect(avatar?.hasAttribute('data-overlay')).toBe(false);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /members/7/reveal',
    );
  });

  it('keeps the blurred rendition when the API refuses, and says why', async () => {
    const { container } = renderPage(<MemberCardItem member={card(true)} />, {
      platform: fakePlatform('web'),
      api: {
        'POST /members/7/reveal': {
          status: 403,
          body: { message: 'Les photos de ce membre ne peuvent pas être dévoilées.' },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Révéler/ }));
    await waitFor(() => {
      expect(currentNotifications().map((notification) => notification.type)).toEqual(['danger']);
    });
    expect(image(container)?.getAttribute('src')).toBe(BLURRED);
    expect(screen.getByRole('button', { name: /Révéler/ })).toBeTruthy();
  });

  it('offers no reveal for a member who is not in anonymous mode', () => {
    renderPage(<MemberCardItem member={card(false)} />, { platform: fakePlatform('web') });
    expect(screen.queryByRole('button', { name: /Révéler/ })).toBeNull();
  });
});
