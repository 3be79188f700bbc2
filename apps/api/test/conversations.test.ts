import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findQuestion } from '../src/data/questions';
import {
  conversationUsers,
  conversations,
  memberBlocks,
  members,
  messages,
  secondaryConversationRules,
  users,
} from '../src/db/schema';
import { startOfDay } from '../src/modules/conversations/flowers';
import { htmlToText, sanitizeAdminHtml } from '../src/modules/conversations/rich-text';
import { channels } from '../src/realtime/broadcaster';
import { startTestApi, type TestApi } from './support/api';
import {
  failure,
  memberClient,
  png,
  supportClient,
  uploaded,
  webm,
  type SignedIn,
} from './support/conversation-factories';
import { createUser } from './support/factories';
import { createMember } from './support/members-factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.services.now = () => new Date();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const db = () => server.services.db;
const broadcasts = () => server.broadcasts;
const setNow = (iso: string) => {
  server.services.now = () => new Date(iso);
};

async function start(from: SignedIn | { api: ApiClient }, userId: number, extra = {}) {
  return (await unwrap(from.api.POST('/conversations', { body: { user_id: userId, ...extra } })))
    .data;
}
async function send(
  from: { api: ApiClient },
  id: number,
  body:
    | { type: 'content'; content: string }
    | { type: 'flower' }
    | { type: 'image'; key: string }
    | { type: 'audio'; key: string },
) {
  return (
    await unwrap(from.api.POST('/conversations/{id}/messages', { params: { path: { id } }, body }))
  ).data;
}
async function open(from: { api: ApiClient }, id: number) {
  return (await unwrap(from.api.GET('/conversations/{id}', { params: { path: { id } } }))).data;
}
async function inbox(from: { api: ApiClient }, priority?: 'priority' | 'secondary') {
  return (
    await unwrap(
      from.api.GET('/conversations', {
        params: { query: priority ? { filter: { priority } } : {} },
      }),
    )
  ).data;
}
async function unseen(from: { api: ApiClient }, priority?: 'priority' | 'secondary') {
  return (
    await unwrap(
      from.api.GET('/conversations/unseen', {
        params: { query: priority ? { filter: { priority } } : {} },
      }),
    )
  ).data;
}
async function pivot(conversationId: number, userId: number) {
  const [row] = await db()
    .select()
    .from(conversationUsers)
    .where(
      and(
        eq(conversationUsers.conversationId, conversationId),
        eq(conversationUsers.userId, userId),
      ),
    );
  if (!row) throw new Error('no pivot');
  return row;
}
async function conversationCount() {
  return (await db().select().from(conversations)).length;
}
async function messageCount(conversationId: number) {
  return (await db().select().from(messages).where(eq(messages.conversationId, conversationId)))
    .length;
}
async function addRule(
  memberId: number,
  rule: Partial<typeof secondaryConversationRules.$inferInsert>,
) {
  await db()
    .insert(secondaryConversationRules)
    .values({ memberId, ...rule });
}
async function block(blocker: SignedIn, blocked: SignedIn) {
  await db()
    .insert(memberBlocks)
    .values({ memberId: blocker.memberId, blockedMemberId: blocked.memberId });
}
const question = (name: Parameters<typeof findQuestion>[0]) => {
  const found = findQuestion(name);
  if (!found) throw new Error(`no question ${name}`);
  return found;
};

describe('starting a conversation', () => {
  it('opens one conversation per pair, with a first message, and tells the recipient', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno', gender: 'male' });
    const before = broadcasts().length;
    const conversation = await start(alice, bruno.userId, { content: '  Bonjour Bruno!  ' });
    expect(conversation.user_id).toBe(alice.userId);
    expect(conversation.users).toHaveLength(2);
    const me = conversation.users.find((user) => user.is_me);
    const other = conversation.users.find((user) => !user.is_me);
    expect(me?.id).toBe(alice.userId);
    expect(other).toMatchObject({
      id: bruno.userId,
      first_name: 'Bruno',
      gender: 'male',
      admin: false,
      online: true,
      pivot: { priority: 'priority', has_responded: false, sent_flower: false },
    });
    expect(other?.member?.id).toBe(bruno.memberId);
    expect(me?.pivot).toMatchObject({ priority: 'priority', has_responded: true });
    expect(conversation.last_message).toMatchObject({
      content: 'Bonjour Bruno!',
      content_text: 'Bonjour Bruno!',
      is_me: true,
    });
    expect(conversation.flower_match).toBe(false);
    expect(conversation.cant_send_flower_message).toBeNull();
    expect(conversation.video_chat_authorized).toBe(false);

    const published = broadcasts().slice(before);
    const toBruno = published.find((event) => event.channel === channels.user(bruno.userId));
    expect(toBruno).toMatchObject({
      event: 'conversations.messages.created',
      exceptSocketId: alice.socketId,
      data: {
        conversation_id: conversation.id,
        user_id: alice.userId,
        message: { content: 'Bonjour Bruno!', is_me: false },
      },
    });
    // The sender's other devices hear it too; the sending socket is left out.
    expect(published.find((event) => event.channel === channels.user(alice.userId))).toMatchObject({
      exceptSocketId: alice.socketId,
      data: { message: { is_me: true } },
    });

    // Again, from either side: the same conversation.
    expect((await start(alice, bruno.userId)).id).toBe(conversation.id);
    expect((await start(bruno, alice.userId)).id).toBe(conversation.id);
    const pairs = await db()
      .select()
      .from(conversationUsers)
      .where(eq(conversationUsers.conversationId, conversation.id));
    expect(pairs).toHaveLength(2);
  });

  it('refuses the starter in a state that forbids messages', async () => {
    const target = await memberClient(server);
    const cases: [Parameters<typeof memberClient>[1], string][] = [
      [{ member: { subscriptionStatus: 'inactive' } }, 'SUBSCRIPTION_REQUIRED'],
      [
        {
          member: {
            subscriptionStatus: 'active',
            subscriptionEndDate: new Date(Date.now() - 1000),
          },
        },
        'SUBSCRIPTION_REQUIRED',
      ],
      [{ member: { paused: true } }, 'ACCOUNT_PAUSED'],
      [{ member: { suspended: true } }, 'ACCOUNT_SUSPENDED'],
      [{ user: { authenticationFlag: 'fail' } }, 'ACCOUNT_SUSPENDED'],
    ];
    const count = await conversationCount();
    for (const [options, code] of cases) {
      const starter = await memberClient(server, options);
      const error = await failure(start(starter, target.userId, { content: 'Salut' }));
      expect([error.status, error.code]).toEqual([403, code]);
    }
    const blocked = await memberClient(server);
    await db().update(users).set({ blocked: true }).where(eq(users.id, blocked.userId));
    const error = await failure(start(blocked, target.userId));
    expect([error.status, error.code]).toEqual([403, 'ACCOUNT_BLOCKED']);
    expect(await conversationCount()).toBe(count);
  });

  it('an ambassador without a member profile cannot message', async () => {
    const target = await memberClient(server);
    const user = await createUser(server.services, {}, { member: false });
    const { api } = server.client({ mode: 'token' });
    server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
    await api.signIn({ email: user.email, password: 'Secret123' });
    const error = await failure(start({ api }, target.userId));
    expect([error.status, error.code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    expect((await failure(inbox({ api }))).status).toBe(403);
  });

  it('refuses an unavailable recipient, and hides one behind a block', async () => {
    const alice = await memberClient(server, { locale: 'en' });
    const count = await conversationCount();
    for (const options of [
      { member: { paused: true } },
      { member: { suspended: true } },
      { member: { subscriptionStatus: 'inactive' } },
      { user: { deletedAt: new Date() } },
      { user: { blocked: true } },
    ]) {
      const other = await createMember(server.services, options);
      const error = await failure(start(alice, other.userId));
      expect([error.status, error.code, error.message]).toEqual([
        403,
        'MEMBER_UNAVAILABLE',
        'User unavailable',
      ]);
    }
    const unfinished = await createMember(server.services, {
      member: { onboardingCompleted: false },
    });
    expect((await failure(start(alice, unfinished.userId))).status).toBe(404);
    expect((await failure(start(alice, 999_999))).status).toBe(404);

    const blocker = await memberClient(server);
    await block(blocker, alice);
    expect((await failure(start(alice, blocker.userId, { flower: true }))).status).toBe(404);
    const blockedByAlice = await memberClient(server);
    await block(alice, blockedByAlice);
    expect((await failure(start(alice, blockedByAlice.userId))).status).toBe(404);
    expect((await failure(start(blockedByAlice, alice.userId))).status).toBe(404);
    expect(await conversationCount()).toBe(count);
  });

  it('validates the request: never a 500', async () => {
    const alice = await memberClient(server, { locale: 'en' });
    const bruno = await memberClient(server);
    const self = await failure(start(alice, alice.userId));
    expect(self.status).toBe(422);
    expect(self.fieldErrors.user_id).toBe('You cannot start a conversation with yourself.');
    for (const body of [{}, { user_id: 'x' }, { user_id: bruno.userId, flower: 'yes' }]) {
      const response = await alice.api.POST('/conversations', { body: body as never });
      expect(response.response.status).toBe(422);
    }
    const blank = await failure(start(alice, bruno.userId, { content: '   ' }));
    expect(blank.status).toBe(422);
    expect(blank.fieldErrors.content).toBeDefined();
    const tooLong = await failure(start(alice, bruno.userId, { content: 'a'.repeat(5001) }));
    expect(tooLong.fieldErrors.content).toBeDefined();
    const longest = await start(alice, bruno.userId, { content: 'a'.repeat(5000) });
    expect(longest.last_message?.content).toHaveLength(5000);

    const { fetch } = server.client({ mode: 'token' });
    const anonymous = await fetch(`${server.url}/conversations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: bruno.userId }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('secondary conversation rules decide the recipient’s inbox', () => {
  it('lands in the secondary inbox when the starter fails any rule, else in the priority inbox', async () => {
    const smoking = question('smoking');
    const height = question('height');
    const bella = await memberClient(server, { near: 'Montréal' });
    await addRule(bella.memberId, { field: 'age', value: '25,40' });
    await addRule(bella.memberId, { field: 'distance', value: '3,100' });
    await addRule(bella.memberId, { questionId: smoking.id, optionIds: [1001, 1002] });
    const inbox = async (options: Parameters<typeof memberClient>[1]) => {
      const starter = await memberClient(server, options);
      const conversation = await start(starter, bella.userId, { content: 'Salut!' });
      expect((await pivot(conversation.id, starter.userId)).priority).toBe('priority');
      return (await pivot(conversation.id, bella.userId)).priority;
    };
    const fits = { age: 30, near: 'Montréal', answers: { smoking: [1001] } };
    expect(await inbox(fits)).toBe('priority');
    expect(await inbox({ ...fits, age: 25 })).toBe('priority');
    expect(await inbox({ ...fits, age: 41 })).toBe('secondary');
    expect(await inbox({ ...fits, age: 24 })).toBe('secondary');
    expect(await inbox({ ...fits, near: 'Toronto' })).toBe('secondary');
    expect(await inbox({ ...fits, near: null })).toBe('secondary');
    expect(await inbox({ ...fits, answers: { smoking: [1003] } })).toBe('secondary');
    expect(await inbox({ ...fits, answers: {} })).toBe('secondary');

    const carla = await memberClient(server);
    await addRule(carla.memberId, { questionId: height.id, value: '160,180' });
    const toCarla = async (cm: number) => {
      const starter = await memberClient(server, { answers: { height: cm } });
      const conversation = await start(starter, carla.userId, { content: 'Allô' });
      return (await pivot(conversation.id, carla.userId)).priority;
    };
    expect(await toCarla(160)).toBe('priority');
    expect(await toCarla(180)).toBe('priority');
    expect(await toCarla(181)).toBe('secondary');
  });

  it('files the conversation in each inbox tab; the recipient moves it, only for themselves', async () => {
    const dana = await memberClient(server);
    await addRule(dana.memberId, { field: 'age', value: '18,30' });
    const eric = await memberClient(server, { age: 50 });
    const outsider = await memberClient(server);
    const conversation = await start(eric, dana.userId, { content: 'Bonjour' });

    expect((await inbox(dana, 'secondary')).map((c) => c.id)).toContain(conversation.id);
    expect((await inbox(dana, 'priority')).map((c) => c.id)).not.toContain(conversation.id);
    expect((await inbox(eric, 'priority')).map((c) => c.id)).toContain(conversation.id);
    const seenFromEric = (await inbox(eric)).find((c) => c.id === conversation.id);
    expect(seenFromEric?.users.find((u) => !u.is_me)?.pivot.priority).toBe('secondary');

    const refused = await outsider.api.PATCH('/conversations/{id}/priority', {
      params: { path: { id: conversation.id } },
      body: { priority: 'priority' },
    });
    expect(refused.response.status).toBe(404);
    expect((await pivot(conversation.id, dana.userId)).priority).toBe('secondary');

    const invalid = await dana.api.PATCH('/conversations/{id}/priority', {
      params: { path: { id: conversation.id } },
      body: { priority: 'urgent' as never },
    });
    expect(invalid.response.status).toBe(422);

    await unwrap(
      dana.api.PATCH('/conversations/{id}/priority', {
        params: { path: { id: conversation.id } },
        body: { priority: 'priority' },
      }),
    );
    expect((await pivot(conversation.id, dana.userId)).priority).toBe('priority');
    expect((await pivot(conversation.id, eric.userId)).priority).toBe('priority');
    expect((await inbox(dana, 'priority')).map((c) => c.id)).toContain(conversation.id);
    expect((await inbox(dana, 'secondary')).map((c) => c.id)).not.toContain(conversation.id);

    const bad = await dana.api.GET('/conversations', {
      params: { query: { filter: { priority: 'urgent' as never } } },
    });
    expect(bad.response.status).toBe(422);
  });
});

describe('messages', () => {
  it('keeps a member’s text as text; has_responded follows who wrote', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId);
    expect(conversation.last_message).toBeNull();
    // An empty conversation opened by the other member is not in the recipient's inbox yet.
    expect((await inbox(bruno)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await inbox(alice)).map((c) => c.id)).toContain(conversation.id);

    const sent = await send(alice, conversation.id, {
      type: 'content',
      content: '<b>Salut</b> <script>alert(1)</script>',
    });
    expect(sent).toMatchObject({
      content: '<b>Salut</b> <script>alert(1)</script>',
      content_text: '<b>Salut</b> <script>alert(1)</script>',
      is_me: true,
      flower: false,
      flower_match: false,
      audio: null,
      image_path: null,
    });
    expect((await pivot(conversation.id, alice.userId)).hasResponded).toBe(true);
    expect((await pivot(conversation.id, bruno.userId)).hasResponded).toBe(false);
    await send(bruno, conversation.id, { type: 'content', content: 'Allô!' });
    expect((await pivot(conversation.id, bruno.userId)).hasResponded).toBe(true);

    const seen = await open(bruno, conversation.id);
    expect(seen.messages?.map((m) => [m.content, m.is_me])).toEqual([
      ['<b>Salut</b> <script>alert(1)</script>', false],
      ['Allô!', true],
    ]);
  });

  it('both members writing at once, texts and flowers mixed: every message kept, the flowers’ state right', async () => {
    // A text takes only the conversation's lock; a flower also its sender's row (the daily limit).
    // Neither order may deadlock, lose a message or undo a flower, on PostgreSQL as on PGlite.
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Bonjour' });
    const burst = (from: SignedIn, name: string) =>
      Array.from({ length: 6 }, (_, index) =>
        index === 3
          ? send(from, conversation.id, { type: 'flower' })
          : send(from, conversation.id, { type: 'content', content: `${name} ${index}` }),
      );
    await Promise.all([...burst(alice, 'Alice'), ...burst(bruno, 'Bruno')]);

    const opened = await open(alice, conversation.id);
    expect(opened.messages).toHaveLength(13);
    expect(opened.messages?.filter((m) => m.flower)).toHaveLength(2);
    expect(opened.messages?.filter((m) => m.flower_match)).toHaveLength(1);
    expect(opened.flower_match).toBe(true);
    for (const member of [alice, bruno]) {
      const row = await pivot(conversation.id, member.userId);
      expect([row.hasResponded, row.sentFlower]).toEqual([true, true]);
    }
    // A text after the flower keeps it sent.
    await send(alice, conversation.id, { type: 'content', content: 'Encore' });
    expect((await pivot(conversation.id, alice.userId)).sentFlower).toBe(true);
  });

  it('refuses blank text, unknown types and a recipient who became unavailable', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Hello' });
    for (const body of [
      { type: 'content', content: '  ' },
      { type: 'content' },
      { type: 'content', content: 'x'.repeat(5001) },
      { type: 'video', key: 'x' },
      { type: 'image' },
      {},
    ]) {
      const response = await alice.api.POST('/conversations/{id}/messages', {
        params: { path: { id: conversation.id } },
        body: body as never,
      });
      expect(response.response.status).toBe(422);
    }
    await db().update(members).set({ paused: true }).where(eq(members.id, bruno.memberId));
    const error = await failure(send(alice, conversation.id, { type: 'content', content: 'Hé' }));
    expect([error.status, error.code]).toEqual([403, 'MEMBER_UNAVAILABLE']);
    expect(await messageCount(conversation.id)).toBe(1);
  });

  it('takes a small or a wide image: the 250 × 250 minimum is the pictures’ rule', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Regarde' });
    for (const [width, height] of [
      [800, 200],
      [100, 100],
    ] as const) {
      const key = await uploaded(alice.api, await png(width, height), 'image/png');
      const image = await send(alice, conversation.id, { type: 'image', key });
      const file = await fetch(image.image_path ?? '');
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    expect(await messageCount(conversation.id)).toBe(3);
  });

  it('sends images and audio by upload key, served through signed URLs', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Regarde' });

    const imageKey = await uploaded(alice.api, await png(640, 480), 'image/png');
    const image = await send(alice, conversation.id, { type: 'image', key: imageKey });
    expect(image.image_path).toMatch(/\/storage\/files\/messages/);
    expect(image.content).toBeNull();
    const file = await fetch(image.image_path ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    // The same key twice: already used.
    const again = await failure(send(alice, conversation.id, { type: 'image', key: imageKey }));
    expect([again.status, again.fieldErrors.key]).toEqual([422, 'Ce fichier a déjà été utilisé.']);

    const audioKey = await uploaded(bruno.api, webm(), 'audio/webm');
    // Audio is not an image, and another member's key is not yours.
    const wrongType = await failure(send(bruno, conversation.id, { type: 'image', key: audioKey }));
    expect(wrongType.status).toBe(422);
    const stolen = await failure(send(alice, conversation.id, { type: 'audio', key: audioKey }));
    expect([stolen.status, stolen.fieldErrors.key]).toEqual([422, 'Ce fichier est introuvable.']);
    const unknown = await failure(send(alice, conversation.id, { type: 'audio', key: 'tmp/nope' }));
    expect(unknown.status).toBe(422);
    const audio = await send(bruno, conversation.id, { type: 'audio', key: audioKey });
    expect(audio.audio?.url).toMatch(/\/storage\/files\/messages/);
    expect((await fetch(audio.audio?.url ?? '')).status).toBe(200);

    const thread = await open(alice, conversation.id);
    expect(thread.messages?.map((m) => [Boolean(m.image_path), Boolean(m.audio)])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(thread.last_message).toMatchObject({ content: null, is_me: false });
  });

  it('the support admin writes sanitised rich text; no flower either way, no video', async () => {
    const support = await supportClient(server);
    const bruno = await memberClient(server, { locale: 'en' });
    const conversation = await start(support, bruno.userId, {
      content:
        '<p>Bienvenue <strong>Bruno</strong>!<br>Lisez <a href="https://example.test/guide" onclick="x()">le guide</a> <a href="javascript:alert(1)">ici</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const message = (await open(bruno, conversation.id)).messages?.[0];
    expect(message?.content).toBe(
      '<p>Bienvenue <strong>Bruno</strong>!<br />Lisez <a href="https://example.test/guide" target="_blank" rel="noopener noreferrer nofollow">le guide</a> <a target="_blank" rel="noopener noreferrer nofollow">ici</a></p>',
    );
    expect(message?.content_text).toBe('Bienvenue Bruno!\nLisez le guide ici');
    const seen = await open(bruno, conversation.id);
    const admin = seen.users.find((user) => !user.is_me);
    expect(admin).toMatchObject({ admin: true, member: null, gender: null });
    expect(seen.cant_send_flower_message).toBe("You can't offer a flower");

    const flower = await failure(send(bruno, conversation.id, { type: 'flower' }));
    expect([flower.status, flower.code]).toEqual([403, 'CANT_SEND_FLOWER']);
    const fromAdmin = await failure(send(support, conversation.id, { type: 'flower' }));
    expect(fromAdmin.code).toBe('CANT_SEND_FLOWER');

    // The member reaches the support account through the same conversation.
    expect((await start(bruno, support.userId)).id).toBe(conversation.id);
    // Plain text from a member stays text in the same conversation.
    const reply = await send(bruno, conversation.id, { type: 'content', content: '<i>merci</i>' });
    expect(reply.content).toBe('<i>merci</i>');

    for (const who of [support, bruno])
      await unwrap(
        who.api.PATCH('/conversations/{id}/authorize-video-chat', {
          params: { path: { id: conversation.id } },
          body: { authorize_video_chat: true },
        }),
      );
    const authorized = await unwrap(
      bruno.api.GET('/conversations/{id}/video-chat/authorized', {
        params: { path: { id: conversation.id } },
      }),
    );
    expect(authorized.data.authorized).toBe(false);
    const call = await failure(
      unwrap(
        bruno.api.POST('/conversations/{id}/video-chat/call', {
          params: { path: { id: conversation.id } },
          body: { signal: { type: 'offer' } },
        }),
      ),
    );
    expect(call.code).toBe('VIDEO_CHAT_NOT_AUTHORIZED');
  });

  it('sanitises admin markup and reads it as text', () => {
    expect(sanitizeAdminHtml('<ul><li>un</li><li>deux</li></ul><b>gras</b><i>it</i>')).toBe(
      '<ul><li>un</li><li>deux</li></ul><strong>gras</strong><em>it</em>',
    );
    expect(sanitizeAdminHtml('<a href="mailto:soutien@demo.test">écrire</a>')).toContain(
      'href="mailto:soutien@demo.test"',
    );
    expect(htmlToText('<p>R&amp;D &lt;3&#33;</p><ul><li>un</li></ul>')).toBe('R&D <3!\n• un');
  });
});

describe('flowers', () => {
  it('one per conversation, one per day (Toronto calendar), and a match when both sent one', async () => {
    setNow('2026-01-14T15:00:00Z');
    const alice = await memberClient(server, { locale: 'en' });
    const bruno = await memberClient(server);
    const carla = await memberClient(server);

    const conversation = await start(alice, bruno.userId, { flower: true });
    expect(conversation.last_message).toMatchObject({ content: null, is_me: true });
    expect(conversation.users.find((u) => u.is_me)?.pivot.sent_flower).toBe(true);
    expect(conversation.cant_send_flower_message).toBe(
      'You already offered a flower to this person',
    );
    expect(conversation.users.find((u) => !u.is_me)?.member?.cant_send_flower_message).toBe(
      'You already offered a flower to this person',
    );

    const twice = await failure(send(alice, conversation.id, { type: 'flower' }));
    expect([twice.status, twice.code, twice.message]).toEqual([
      409,
      'ALREADY_SENT_FLOWER_IN_CONVERSATION',
      'You already offered a flower to this person',
    ]);

    // Another member the same Toronto day: refused, and no conversation is left behind.
    const count = await conversationCount();
    setNow('2026-01-15T04:59:59Z'); // 23:59:59 in Toronto, January 14
    const today = await failure(start(alice, carla.userId, { flower: true }));
    expect([today.status, today.code, today.message]).toEqual([
      409,
      'ALREADY_SENT_FLOWER_TODAY',
      'You already sent a flower today, wait for it to grow back!',
    ]);
    expect(await conversationCount()).toBe(count);
    const opened = await start(alice, carla.userId, { content: 'Hi' });
    expect(opened.cant_send_flower_message).toBe(
      'You already sent a flower today, wait for it to grow back!',
    );

    setNow('2026-01-15T05:00:00Z'); // midnight in Toronto: a new day
    const flower = await send(alice, opened.id, { type: 'flower' });
    expect(flower).toMatchObject({ flower: true, flower_match: false, is_me: true });

    // Bruno answers with his own flower: a flower match.
    const before = broadcasts().length;
    const back = await send(bruno, conversation.id, { type: 'flower' });
    expect(back).toMatchObject({ flower: true, flower_match: true });
    expect(
      broadcasts()
        .slice(before)
        .find((event) => event.channel === channels.user(alice.userId)),
    ).toMatchObject({ data: { message: { flower: true, flower_match: true, is_me: false } } });
    const matched = await open(alice, conversation.id);
    expect(matched.flower_match).toBe(true);
    expect((await open(bruno, conversation.id)).cant_send_flower_message).toBe(
      'Vous avez déjà offert une fleur à cette personne',
    );
    expect(matched.messages?.map((m) => [m.flower, m.flower_match])).toEqual([
      [true, false],
      [true, true],
    ]);
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(row?.flowerMatch).toBe(true);
  });

  it('reasons follow the request language; a blocked or unavailable member gets none', async () => {
    setNow('2026-02-02T15:00:00Z');
    const alice = await memberClient(server, { locale: 'fr' });
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Salut' });
    expect(conversation.cant_send_flower_message).toBeNull();
    const carla = await memberClient(server);
    await start(alice, carla.userId, { flower: true });
    const today = await failure(send(alice, conversation.id, { type: 'flower' }));
    expect([today.code, today.message]).toEqual([
      'ALREADY_SENT_FLOWER_TODAY',
      'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
    ]);
    expect((await open(alice, conversation.id)).cant_send_flower_message).toBe(today.message);
    await db().update(members).set({ paused: true }).where(eq(members.id, bruno.memberId));
    const paused = (await inbox(alice)).find((c) => c.id === conversation.id);
    expect(paused?.cant_send_flower_message).toBe('Vous ne pouvez pas offrir de fleur');
    const error = await failure(send(alice, conversation.id, { type: 'flower' }));
    expect(error.code).toBe('MEMBER_UNAVAILABLE');
  });

  it('computes the day boundary in Toronto, across daylight saving', () => {
    expect(startOfDay(new Date('2026-01-15T04:59:59Z')).toISOString()).toBe(
      '2026-01-14T05:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-01-15T05:00:00Z')).toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    // 8 March 2026: clocks go forward at 2:00; the day started at 05:00Z (EST).
    expect(startOfDay(new Date('2026-03-08T15:00:00Z')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    // 1 November 2026: clocks go back at 2:00; the day started at 04:00Z (EDT).
    expect(startOfDay(new Date('2026-11-01T15:00:00Z')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });
});

describe('inboxes, seen and unseen', () => {
  it('lists newest activity first; opening marks seen; unseen entries per tab with flowers', async () => {
    setNow('2026-03-01T12:00:00Z');
    const me = await memberClient(server);
    await addRule(me.memberId, { field: 'age', value: '18,30' });
    const young = await memberClient(server, { age: 25 });
    const older = await memberClient(server, { age: 45 });
    const first = await start(young, me.userId, { content: 'Premier' });
    setNow('2026-03-01T12:05:00Z');
    const second = await start(older, me.userId, { flower: true });
    setNow('2026-03-01T12:10:00Z');
    const someone = await memberClient(server);
    const third = await start(me, someone.userId, { content: 'À moi' });

    expect((await inbox(me)).map((c) => c.id)).toEqual([third.id, second.id, first.id]);
    expect((await inbox(me, 'priority')).map((c) => c.id)).toEqual([third.id, first.id]);
    expect((await inbox(me, 'secondary')).map((c) => c.id)).toEqual([second.id]);

    expect(await unseen(me)).toEqual([
      { conversation_id: first.id, seen: false, priority: 'priority', unseen_flower: false },
      { conversation_id: second.id, seen: false, priority: 'secondary', unseen_flower: true },
    ]);
    expect((await unseen(me, 'secondary')).map((u) => u.conversation_id)).toEqual([second.id]);

    setNow('2026-03-01T12:20:00Z');
    await open(me, second.id);
    expect((await pivot(second.id, me.userId)).seenAt?.toISOString()).toBe(
      '2026-03-01T12:20:00.000Z',
    );
    expect((await unseen(me)).map((u) => u.conversation_id)).toEqual([first.id]);
    setNow('2026-03-01T12:21:00Z');
    await send(older, second.id, { type: 'content', content: 'Et maintenant?' });
    expect(await unseen(me, 'secondary')).toEqual([
      { conversation_id: second.id, seen: false, priority: 'secondary', unseen_flower: false },
    ]);
    // My own messages never count as unseen for me.
    expect((await unseen(older)).map((u) => u.conversation_id)).not.toContain(second.id);
  });

  it('a block hides the conversation from both sides', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Bonjour' });
    await send(bruno, conversation.id, { type: 'content', content: 'Salut' });
    await block(bruno, alice);
    for (const who of [alice, bruno]) {
      expect((await inbox(who)).map((c) => c.id)).not.toContain(conversation.id);
      expect((await unseen(who)).map((u) => u.conversation_id)).not.toContain(conversation.id);
      expect((await failure(open(who, conversation.id))).status).toBe(404);
      const error = await failure(send(who, conversation.id, { type: 'content', content: 'x' }));
      expect(error.status).toBe(404);
    }
    expect(await messageCount(conversation.id)).toBe(2);
  });
});

describe('video calls', () => {
  it('unlocks when both authorise, then relays call, accept, decline and notify', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const conversation = await start(alice, bruno.userId, { content: 'Un appel?' });
    const path = { params: { path: { id: conversation.id } } };
    const authorize = (who: SignedIn, value: boolean) =>
      unwrap(
        who.api.PATCH('/conversations/{id}/authorize-video-chat', {
          ...path,
          body: { authorize_video_chat: value },
        }),
      );
    const authorized = async (who: SignedIn) =>
      (await unwrap(who.api.GET('/conversations/{id}/video-chat/authorized', path))).data
        .authorized;

    const before = broadcasts().length;
    await authorize(alice, true);
    expect(await authorized(alice)).toBe(false);
    const early = await failure(
      unwrap(
        alice.api.POST('/conversations/{id}/video-chat/call', { ...path, body: { signal: {} } }),
      ),
    );
    expect([early.status, early.code]).toEqual([403, 'VIDEO_CHAT_NOT_AUTHORIZED']);
    const earlyNotify = await failure(
      unwrap(alice.api.POST('/conversations/{id}/video-chat/notify', path)),
    );
    expect(earlyNotify.code).toBe('VIDEO_CHAT_NOT_AUTHORIZED');
    expect(broadcasts().slice(before)).toEqual([]);

    await authorize(bruno, true);
    expect(broadcasts().slice(before)).toEqual([
      {
        channel: channels.user(alice.userId),
        event: 'conversations.video-chat.authorized',
        data: { conversation_id: conversation.id, user_id: bruno.userId, authorized: true },
        exceptSocketId: bruno.socketId,
      },
    ]);
    // Authorising again changes nothing and tells nobody.
    await authorize(bruno, true);
    expect(broadcasts().slice(before)).toHaveLength(1);
    expect(await authorized(alice)).toBe(true);
    expect(await authorized(bruno)).toBe(true);
    expect((await open(alice, conversation.id)).video_chat_authorized).toBe(true);

    const offer = { type: 'offer', sdp: 'v=0…' };
    const calling = broadcasts().length;
    await unwrap(
      alice.api.POST('/conversations/{id}/video-chat/call', { ...path, body: { signal: offer } }),
    );
    expect(broadcasts().slice(calling)).toEqual([
      {
        channel: channels.user(bruno.userId),
        event: 'conversations.video-chat.call',
        data: {
          conversation_id: conversation.id,
          caller: { id: alice.userId, first_name: 'Alice' },
        },
        exceptSocketId: alice.socketId,
      },
      {
        channel: channels.videoChat(conversation.id),
        event: 'call',
        data: { user_id: alice.userId, signal: offer },
        exceptSocketId: alice.socketId,
      },
    ]);

    const notifying = broadcasts().length;
    await unwrap(alice.api.POST('/conversations/{id}/video-chat/notify', path));
    expect(broadcasts().slice(notifying)).toEqual([
      expect.objectContaining({
        channel: channels.user(bruno.userId),
        event: 'conversations.video-chat.call',
      }),
    ]);

    const answer = { type: 'answer', sdp: 'v=0…' };
    const accepting = broadcasts().length;
    await unwrap(
      bruno.api.POST('/conversations/{id}/video-chat/accept', {
        ...path,
        body: { signal: answer },
      }),
    );
    expect(broadcasts().slice(accepting)).toEqual([
      {
        channel: channels.videoChat(conversation.id),
        event: 'accept',
        data: { user_id: bruno.userId, signal: answer },
        exceptSocketId: bruno.socketId,
      },
    ]);

    const declining = broadcasts().length;
    await unwrap(bruno.api.POST('/conversations/{id}/video-chat/decline', path));
    expect(broadcasts().slice(declining)).toEqual([
      {
        channel: channels.videoChat(conversation.id),
        event: 'decline',
        data: { user_id: bruno.userId, first_name: 'Bruno' },
        exceptSocketId: bruno.socketId,
      },
    ]);

    // Withdrawn: locked again, and the other is told at once (the call button goes).
    const withdrawing = broadcasts().length;
    await authorize(alice, false);
    expect(await authorized(bruno)).toBe(false);
    expect(broadcasts().slice(withdrawing)).toEqual([
      {
        channel: channels.user(bruno.userId),
        event: 'conversations.video-chat.authorized',
        data: { conversation_id: conversation.id, user_id: alice.userId, authorized: false },
        exceptSocketId: alice.socketId,
      },
    ]);
    // Withdrawing again changes nothing and tells nobody.
    await authorize(alice, false);
    expect(broadcasts().slice(withdrawing)).toHaveLength(1);
    const locked = await failure(
      unwrap(
        bruno.api.POST('/conversations/{id}/video-chat/accept', {
          ...path,
          body: { signal: answer },
        }),
      ),
    );
    expect(locked.code).toBe('VIDEO_CHAT_NOT_AUTHORIZED');
  });

  it('refuses to call a member who cannot be written to, and hides the call button meanwhile', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const conversation = await start(alice, bruno.userId, { content: 'Un appel?' });
    const path = { params: { path: { id: conversation.id } } };
    for (const who of [alice, bruno])
      await unwrap(
        who.api.PATCH('/conversations/{id}/authorize-video-chat', {
          ...path,
          body: { authorize_video_chat: true },
        }),
      );
    const authorized = async () =>
      (await unwrap(alice.api.GET('/conversations/{id}/video-chat/authorized', path))).data
        .authorized;
    const call = () =>
      unwrap(
        alice.api.POST('/conversations/{id}/video-chat/call', { ...path, body: { signal: {} } }),
      );
    const setBruno = (state: Partial<typeof members.$inferInsert>) =>
      db().update(members).set(state).where(eq(members.id, bruno.memberId));

    for (const state of [
      { paused: true },
      { suspended: true },
      { subscriptionStatus: 'inactive' },
    ]) {
      await setBruno(state);
      const before = broadcasts().length;
      // The same answer as a message to them.
      const written = await failure(
        send(alice, conversation.id, { type: 'content', content: 'Hé' }),
      );
      const called = await failure(call());
      const notified = await failure(
        unwrap(alice.api.POST('/conversations/{id}/video-chat/notify', path)),
      );
      for (const error of [called, notified])
        expect([error.status, error.code, error.message]).toEqual([
          written.status,
          'MEMBER_UNAVAILABLE',
          written.message,
        ]);
      expect(broadcasts().slice(before)).toEqual([]);
      expect((await open(alice, conversation.id)).video_chat_authorized).toBe(false);
      expect(
        (await inbox(alice)).find((c) => c.id === conversation.id)?.video_chat_authorized,
      ).toBe(false);
      expect(await authorized()).toBe(false);
      // Their consent is kept: reachable again, the call is back.
      await setBruno({ paused: false, suspended: false, subscriptionStatus: 'active' });
      expect((await open(alice, conversation.id)).video_chat_authorized).toBe(true);
      expect(await authorized()).toBe(true);
      await call();
    }
  });

  it('validates the signalling input', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Allô' });
    const path = { params: { path: { id: conversation.id } } };
    for (const body of [{}, { signal: 'offer' }, { signal: null }])
      expect(
        (
          await alice.api.POST('/conversations/{id}/video-chat/call', {
            ...path,
            body: body as never,
          })
        ).response.status,
      ).toBe(422);
    for (const body of [{}, { authorize_video_chat: 'yes' }])
      expect(
        (
          await alice.api.PATCH('/conversations/{id}/authorize-video-chat', {
            ...path,
            body: body as never,
          })
        ).response.status,
      ).toBe(422);
  });
});

describe('authorisation: a third member', () => {
  it('gets 404 on every conversation endpoint, changes nothing and hears nothing', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const mallory = await memberClient(server);
    const conversation = await start(alice, bruno.userId, { content: 'Entre nous' });
    for (const who of [alice, bruno])
      await unwrap(
        who.api.PATCH('/conversations/{id}/authorize-video-chat', {
          params: { path: { id: conversation.id } },
          body: { authorize_video_chat: true },
        }),
      );
    const pivotsBefore = await db()
      .select()
      .from(conversationUsers)
      .where(eq(conversationUsers.conversationId, conversation.id));
    const before = broadcasts().length;
    const path = { params: { path: { id: conversation.id } } };
    const key = await uploaded(mallory.api, await png(), 'image/png');
    const calls = [
      mallory.api.GET('/conversations/{id}', path),
      mallory.api.POST('/conversations/{id}/messages', {
        ...path,
        body: { type: 'content', content: 'Coucou' },
      }),
      mallory.api.POST('/conversations/{id}/messages', { ...path, body: { type: 'flower' } }),
      mallory.api.POST('/conversations/{id}/messages', { ...path, body: { type: 'image', key } }),
      mallory.api.PATCH('/conversations/{id}/priority', {
        ...path,
        body: { priority: 'secondary' },
      }),
      mallory.api.PATCH('/conversations/{id}/authorize-video-chat', {
        ...path,
        body: { authorize_video_chat: false },
      }),
      mallory.api.GET('/conversations/{id}/video-chat/authorized', path),
      mallory.api.POST('/conversations/{id}/video-chat/notify', path),
      mallory.api.POST('/conversations/{id}/video-chat/call', { ...path, body: { signal: {} } }),
      mallory.api.POST('/conversations/{id}/video-chat/accept', { ...path, body: { signal: {} } }),
      mallory.api.POST('/conversations/{id}/video-chat/decline', path),
    ];
    for (const call of calls) expect((await call).response.status).toBe(404);
    expect(broadcasts().slice(before)).toEqual([]);
    expect(await messageCount(conversation.id)).toBe(1);
    const pivotsAfter = await db()
      .select()
      .from(conversationUsers)
      .where(eq(conversationUsers.conversationId, conversation.id));
    expect(pivotsAfter).toEqual(pivotsBefore);
    expect((await inbox(mallory)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await unseen(mallory)).map((u) => u.conversation_id)).not.toContain(conversation.id);
    for (const id of ['0', 'abc', '99999999'])
      expect(
        (await mallory.api.GET('/conversations/{id}', { params: { path: { id: id as never } } }))
          .response.status,
      ).toBe(404);
  });

  it('answers 401 without a session or token', async () => {
    const { api } = server.client({ mode: 'token' });
    expect((await api.GET('/conversations')).response.status).toBe(401);
    expect((await api.GET('/conversations/unseen')).response.status).toBe(401);
    expect(
      (await api.GET('/conversations/{id}', { params: { path: { id: 1 } } })).response.status,
    ).toBe(401);
  });
});
