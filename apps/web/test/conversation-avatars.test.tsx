// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { Component as ConversationRoute } from '../src/routes/member/messages/$conversation';
import { Component as MessagesLayout } from '../src/routes/member/messages/layout';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { silentRealtime } from './support/silent-realtime';

/** A participant; Sophie (user 2) is paused. */
const person = (id: number, firstName: string, isMe: boolean, paused = false) => ({
  id,
  first_name: firstName,
  gender: 'female',
  admin: false,
  online: false,
  is_me: isMe,
  member: {
    id: id * 10,
    member_block_id: null,
    deleted: false,
    unavailable: false,
    subscribed: true,
    suspended: false,
    paused,
    gallery_review_status: 'done',
    avatar_path: 'http://api.test/storage/sophie.jpg',
    can: { view: true },
  },
  pivot: {
    priority: 'priority',
    has_responded: true,
    sent_flower: false,
    authorize_video_chat: false,
  },
});

const conversation = {
  id: 5,
  user_id: 1,
  users: [person(1, 'Camille', true), person(2, 'Sophie', false, true)],
  last_message: null,
  flower_match: false,
  cant_send_flower_message: null,
  video_chat_authorized: false,
  messages: [],
};

async function render(path: string, route?: string) {
  const view = renderPage(
    path === '/member/messages' ? <MessagesLayout /> : <ConversationRoute />,
    {
      path,
      ...(route ? { route } : {}),
      platform: fakePlatform('web'),
      api: {
        'GET /account': { status: 200, body: { data: { id: 1, first_name: 'Camille' } } },
        'GET /conversations/unseen': { status: 200, body: { data: [] } },
        'GET /conversations': { status: 200, body: { data: [conversation] } },
        'GET /conversations/5': { status: 200, body: { data: conversation } },
      },
    },
  );
  await act(() => startSession());
  return view;
}

const overlays = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot=avatar]')].map((avatar) =>
    avatar.getAttribute('data-overlay'),
  );

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
});

describe('the other member’s avatar in messages (spec 02, section 4: its overlay)', () => {
  it('says a paused member is paused in the inbox', async () => {
    const { container } = await render('/member/messages');
    await screen.findByText('Sophie');
    await waitFor(() => {
      expect(overlays(container)).toContain('paused');
    });
  });

  it('says so in the conversation’s header too', async () => {
    const { container } = await render('/member/messages/5', '/member/messages/:conversation');
    await screen.findByRole('heading', { level: 1, name: /Sophie/ });
    await waitFor(() => {
      expect(overlays(container)).toContain('paused');
    });
  });
});
