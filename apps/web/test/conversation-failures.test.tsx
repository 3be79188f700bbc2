// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRealtimeFactory } from '../src/lib/realtime';
import { clearNotifications } from '../src/lib/notifications';
import { startSession } from '../src/lib/session';
import { Component as ConversationRoute } from '../src/routes/member/messages/$conversation';
import type { FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';
import { silentRealtime } from './support/silent-realtime';
import { dangerToasts } from './support/toasts';

const person = (
  id: number,
  firstName: string,
  isMe: boolean,
  { priority = 'priority', canView = true }: { priority?: string; canView?: boolean } = {},
) => ({
  id,
  first_name: firstName,
  gender: 'female',
  admin: false,
  online: true,
  is_me: isMe,
  member: { id: id * 10, member_block_id: null, deleted: false, can: { view: canView } },
  pivot: {
    priority,
    has_responded: true,
    sent_flower: false,
    authorize_video_chat: false,
  },
});

function conversation({
  myPriority = 'priority',
  otherCanView = true,
}: { myPriority?: string; otherCanView?: boolean } = {}) {
  return {
    data: {
      id: 5,
      user_id: 1,
      users: [
        person(1, 'Camille', true, { priority: myPriority }),
        person(2, 'Sophie', false, { canView: otherCanView }),
      ],
      last_message: null,
      flower_match: false,
      cant_send_flower_message: null,
      video_chat_authorized: false,
      messages: [],
    },
  };
}

const account = { status: 200, body: { data: { id: 1, first_name: 'Camille' } } };

/** The conversation's route, signed in (the flag the app keeps, as after a sign-in). */
async function renderConversation(
  api: Record<string, FakeRoute | { status: number; body?: unknown }>,
) {
  const view = renderPage(<ConversationRoute />, {
    path: '/member/messages/5',
    route: '/member/messages/:conversation',
    platform: fakePlatform('web'),
    api: {
      'GET /account': account,
      'GET /conversations/unseen': { status: 200, body: { data: [] } },
      ...api,
    },
  });
  await act(() => startSession());
  return view;
}

const domainError = (status: number, code: string, message: string) => ({
  status,
  body: { message, error: { code, message } },
});

beforeEach(() => {
  setRealtimeFactory(silentRealtime);
});
afterEach(() => {
  cleanup();
  clearNotifications();
});

describe('a flower the API refuses in a conversation (spec 01, section 8)', () => {
  it.each([
    [
      'ALREADY_SENT_FLOWER_TODAY',
      domainError(409, 'ALREADY_SENT_FLOWER_TODAY', 'Vous avez déjà envoyé une fleur aujourd’hui.'),
      'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
    ],
    [
      'ALREADY_SENT_FLOWER_IN_CONVERSATION',
      domainError(409, 'ALREADY_SENT_FLOWER_IN_CONVERSATION', 'Déjà.'),
      'Vous avez déjà offert une fleur à cette personne',
    ],
    [
      'any other refusal (MEMBER_UNAVAILABLE)',
      domainError(403, 'MEMBER_UNAVAILABLE', 'Utilisateur indisponible'),
      'Vous ne pouvez pas offrir de fleur',
    ],
    ['a server failure', { status: 500 }, 'Vous ne pouvez pas offrir de fleur'],
  ])('on %s, says the spec’s text', async (_, answer, text) => {
    await renderConversation({
      'GET /conversations/5': { status: 200, body: conversation() },
      'POST /conversations/5/messages': answer,
    });
    // The composer is its own chunk, the confirmation too.
    fireEvent.click(await screen.findByRole('button', { name: 'Offrir une fleur' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offrir la fleur' }));
    await waitFor(() => {
      expect(dangerToasts()).toEqual([text]);
    });
  });
});

describe('moving a conversation to the priority inbox', () => {
  it('shows the default error toast when it fails, and keeps the banner', async () => {
    const { server } = await renderConversation({
      'GET /conversations/5': { status: 200, body: conversation({ myPriority: 'secondary' }) },
      'PATCH /conversations/5/priority': { status: 500, body: { message: 'Service indisponible' } },
    });
    const move = await screen.findByRole('button', { name: 'Déplacer vers la boîte prioritaire' });
    fireEvent.click(move);
    await waitFor(() => {
      expect(dangerToasts()).toEqual(['Service indisponible']);
    });
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(true);
    // The banner stays, its button usable again.
    await waitFor(() => {
      expect(
        screen
          .getByRole('button', { name: 'Déplacer vers la boîte prioritaire' })
          .hasAttribute('disabled'),
      ).toBe(false);
    });
    expect(
      screen.getByText('Cette conversation se trouve dans votre boîte secondaire.'),
    ).toBeTruthy();
  });
});

describe('a conversation that fails to load (spec 02, section 8)', () => {
  const accountReads = (requests: { method: string; path: string }[]) =>
    requests.filter((request) => request.method === 'GET' && request.path === '/account').length;
  // The sign-in reads the user, and the page's own cache (one per render here) once more.
  const SIGNED_IN_READS = 2;

  it('refetches the user when the failure says they changed, without a toast', async () => {
    const { server } = await renderConversation({
      'GET /conversations/5': domainError(403, 'SUBSCRIPTION_REQUIRED', 'Abonnement requis.'),
    });
    await screen.findByRole('button', { name: 'Réessayer' });
    await waitFor(() => {
      expect(accountReads(server.requests)).toBe(SIGNED_IN_READS + 1);
    });
    expect(dangerToasts()).toEqual([]);
  });

  it('shows the default error toast otherwise, and the retry', async () => {
    let attempts = 0;
    const { server } = await renderConversation({
      'GET /conversations/5': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500 } : { status: 200, body: conversation() };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => {
      expect(dangerToasts()).toEqual(['Oups ! Une erreur est survenue.']);
    });
    expect(accountReads(server.requests)).toBe(SIGNED_IN_READS);
    expect(await screen.findByRole('heading', { name: 'Sophie' })).toBeTruthy();
  });

  it('leaves its placeholder when the request never reached the API', async () => {
    await renderConversation({
      'GET /conversations/5': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(dangerToasts()).toHaveLength(1);
  });
});

describe('the other member’s name in the header (spec 02, section 6)', () => {
  it('links to their profile when I may view it', async () => {
    await renderConversation({
      'GET /conversations/5': { status: 200, body: conversation({ otherCanView: true }) },
    });
    const heading = await screen.findByRole('heading', { name: 'Sophie' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/member/profile/20');
  });

  it('is the name alone when I may not', async () => {
    await renderConversation({
      'GET /conversations/5': { status: 200, body: conversation({ otherCanView: false }) },
    });
    const heading = await screen.findByRole('heading', { name: 'Sophie' });
    expect(within(heading).queryByRole('link')).toBeNull();
  });
});
