import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createRandom, seedDemoWorld } from '../src/seed/seed';
import { startTestApi, type TestApi } from './support/api';

let server: TestApi;
let demo: ApiClient;

beforeAll(async () => {
  server = await startTestApi();
  await seedDemoWorld(server.services, { members: 40, random: createRandom(11) });
  demo = server.client({ mode: 'token', locale: 'fr' }).api;
  await demo.signIn({ email: DEMO_ACCOUNTS.demo, password: DEMO_PASSWORD });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

describe('the demo member’s messages', () => {
  it('fills both inboxes, with a support welcome in rich text', async () => {
    const priority = (
      await unwrap(
        demo.GET('/conversations', { params: { query: { filter: { priority: 'priority' } } } }),
      )
    ).data;
    const secondary = (
      await unwrap(
        demo.GET('/conversations', { params: { query: { filter: { priority: 'secondary' } } } }),
      )
    ).data;
    expect(priority.length).toBeGreaterThanOrEqual(3);
    expect(secondary.length).toBeGreaterThanOrEqual(1);

    const welcome = priority.find((c) => c.users.some((u) => u.admin));
    expect(welcome?.last_message?.content).toContain('<strong>');
    expect(welcome?.last_message?.content_text).not.toContain('<');
    expect(welcome?.cant_send_flower_message).not.toBeNull();

    const unseen = (await unwrap(demo.GET('/conversations/unseen'))).data;
    expect(unseen.some((entry) => entry.priority === 'priority')).toBe(true);
    expect(unseen.some((entry) => entry.priority === 'secondary' && entry.unseen_flower)).toBe(
      true,
    );

    const rules = (await unwrap(demo.GET('/account/member/secondary-conversation-rules'))).data;
    expect(rules).toEqual([expect.objectContaining({ field: 'age', value: '30,50' })]);
  });

  it('has a flower match, a picture and a voice message, a video call unlocked, and unseen news', async () => {
    const all = (await unwrap(demo.GET('/conversations'))).data;
    expect(all.some((c) => c.flower_match)).toBe(true);
    expect(all.some((c) => c.video_chat_authorized)).toBe(true);

    const threads = await Promise.all(
      all.map(
        async (c) =>
          (await unwrap(demo.GET('/conversations/{id}', { params: { path: { id: c.id } } }))).data,
      ),
    );
    const messages = threads.flatMap((thread) => thread.messages ?? []);
    const image = messages.find((m) => m.image_path);
    const audio = messages.find((m) => m.audio);
    expect(messages.some((m) => m.flower && m.flower_match)).toBe(true);
    expect((await fetch(image?.image_path ?? '')).status).toBe(200);
    const recording = await fetch(audio?.audio?.url ?? '');
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/wav');

    // Opening every conversation above marked them seen.
    expect((await unwrap(demo.GET('/conversations/unseen'))).data).toEqual([]);
  });
});
