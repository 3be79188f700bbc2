// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConversationView } from '../src/features/conversations/components/conversation-view';
import { setRealtimeFactory } from '../src/lib/realtime';
import { startSession } from '../src/lib/session';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { silentRealtime } from './support/silent-realtime';

const person = (id: number, firstName: string, isMe: boolean) => ({
  id,
  first_name: firstName,
  gender: 'female',
  admin: false,
  online: true,
  is_me: isMe,
  member: { id: id * 10, member_block_id: null },
  pivot: { priority: 'priority', has_responded: true, seen_at: null },
});

const message = (id: number, content: string, isMe: boolean) => ({
  id,
  content,
  content_text: content,
  is_me: isMe,
  flower: false,
  flower_match: false,
  audio: null,
  image_path: null,
  created_at: '2026-11-27T10:00:00Z',
});

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
});

describe('a text message I send', () => {
  it('shows once from the click to the stored message: never beside its placeholder', async () => {
    const stored: ReturnType<typeof message>[] = [message(1, 'Salut', false)];
    // The user's own state is not this test's business.
    const page = <ConversationView conversationId={5} />;
    const { container } = renderPage(page, {
      platform: fakePlatform('web'),
      sharedCache: true,
      api: {
        'GET /account': { status: 200, body: { data: { id: 1, first_name: 'Camille' } } },
        'GET /conversations/5': () => ({
          status: 200,
          body: {
            data: {
              id: 5,
              user_id: 1,
              users: [person(1, 'Camille', true), person(2, 'Sophie', false)],
              last_message: stored.at(-1),
              flower_match: false,
              cant_send_flower_message: null,
              video_chat_authorized: false,
              messages: stored,
            },
          },
        }),
        'POST /conversations/5/messages': (request) => {
          const body = request.body as { content: string };
          const created = message(2, body.content, true);
          stored.push(created);
          return { status: 201, body: { data: created } };
        },
      },
    });
    // Signed in (the flag the app keeps), as after a sign-in.
    await act(() => startSession());
    await screen.findByText('Salut');
    // The composer is its own chunk: the thread can show before it has loaded.
    const composer = await screen.findByRole('textbox');

    // Every state the DOM goes through while the message goes out, counted as it happens.
    let most = 0;
    let seen = false;
    let least = Infinity;
    const count = () =>
      [...container.querySelectorAll('[data-slot=chat-bubble-text]')].filter(
        (node) => node.textContent === 'À demain',
      ).length;
    const observer = new MutationObserver(() => {
      const now = count();
      most = Math.max(most, now);
      if (now > 0) seen = true;
      if (seen) least = Math.min(least, now);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    fireEvent.change(composer, { target: { value: 'À demain' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(container.querySelector('[data-status=pending]')).toBeNull();
    });
    await waitFor(() => {
      expect(count()).toBe(1);
    });
    observer.disconnect();
    // Never twice (the placeholder beside the stored message), and never gone once shown.
    expect(most).toBe(1);
    expect(least).toBe(1);
  });
});
