import { unwrap, type ApiClient } from '@app/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders } from '../src/db/schema';
import { startTestApi, type TestApi } from './support/api';
import { memberClient, type SignedIn } from './support/conversation-factories';
import { createUser, PASSWORD } from './support/factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

let keys = 0;
const newKey = () => {
  keys += 1;
  return `test-key-${String(keys)}-${Math.random().toString(36).slice(2)}`;
};

describe('Idempotency-Key on sending a message', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  let conversationId: number;
  beforeAll(async () => {
    alice = await memberClient(server);
    bob = await memberClient(server);
    conversationId = (
      await unwrap(alice.api.POST('/conversations', { body: { user_id: bob.userId } }))
    ).data.id;
  });

  const send = (who: SignedIn, content: string, key?: string) =>
    who.api.POST('/conversations/{id}/messages', {
      params: {
        path: { id: conversationId },
        ...(key ? { header: { 'Idempotency-Key': key } } : {}),
      },
      body: { type: 'content', content },
    });
  const stored = async (content: string) =>
    (
      await server.services.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
    ).filter((message) => message.content === content);

  it('answers a repeated request with the first answer and sends one message', async () => {
    const key = newKey();
    const first = await send(alice, 'one click', key);
    const second = await send(alice, 'one click', key);
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await stored('one click')).toHaveLength(1);
  });

  it('sends one message for concurrent requests with the same key', async () => {
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => send(alice, 'double click', key)));
    const ids = answers.map(({ data, response }) => {
      expect(response.status).toBe(201);
      return data?.data.id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await stored('double click')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and sends nothing', async () => {
    const key = newKey();
    await unwrap(send(alice, 'the first', key));
    const { error, response } = await send(alice, 'another text', key);
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      message: expect.stringContaining('Idempotency-Key') as unknown,
      errors: { 'Idempotency-Key': [expect.any(String)] },
    });
    expect(await stored('another text')).toHaveLength(0);
  });

  it('keeps keys per user, and sends each request without a key', async () => {
    const key = newKey();
    const fromAlice = (await unwrap(send(alice, 'same key, two members', key))).data;
    const fromBob = (await unwrap(send(bob, 'same key, two members', key))).data;
    expect(fromBob.id).not.toBe(fromAlice.id);
    await unwrap(send(alice, 'no key'));
    await unwrap(send(alice, 'no key'));
    expect(await stored('same key, two members')).toHaveLength(2);
    expect(await stored('no key')).toHaveLength(2);
  });

  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    await unwrap(send(alice, 'a day apart', key));
    const later = Date.now() + 25 * 60 * 60 * 1000;
    server.services.now = () => new Date(later);
    try {
      const again = await send(alice, 'a day apart', key);
      expect(again.response.status).toBe(201);
      expect(again.response.headers.get('idempotent-replayed')).toBeNull();
    } finally {
      server.services.now = () => new Date();
    }
    expect(await stored('a day apart')).toHaveLength(2);
  });

  it('refuses a malformed key with 422', async () => {
    const { response } = await send(alice, 'bad key', 'x'.repeat(256));
    expect(response.status).toBe(422);
    expect(await stored('bad key')).toHaveLength(0);
  });
});

describe('Idempotency-Key on paying by card', () => {
  async function buyer(): Promise<{ api: ApiClient; userId: number }> {
    const user = await createUser(server.services, {}, { member: { onboardingStep: 'payment' } });
    const { api } = server.client({ mode: 'token', locale: 'en' });
    await api.signIn({ email: user.email, password: PASSWORD });
    server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
    await unwrap(
      api.POST('/payment-sources', {
        body: {
          card_type: 'VISA',
          card_number: '4242424242424242',
          card_cvv: '123',
          card_expiry_month: '09',
          card_expiry_year: new Date().getFullYear() + 2,
        },
      }),
    );
    return { api, userId: user.id };
  }
  async function payOnce(api: ApiClient, key: string) {
    const { data } = await unwrap(
      api.GET('/products', { params: { query: { device_ref: 'device-test' } } }),
    );
    const product = data[0];
    if (!product) throw new Error('no product');
    return {
      product,
      pay: () =>
        api.POST('/pay/{id}', {
          params: { path: { id: product.id }, header: { 'Idempotency-Key': key } },
          body: { device_ref: 'device-test', price_hash: product.price_hash },
        }),
    };
  }
  const ordersOf = (userId: number) =>
    server.services.db.select().from(orders).where(eq(orders.userId, userId));

  it('makes one order of two quick clicks on Pay', async () => {
    const { api, userId } = await buyer();
    const { pay } = await payOnce(api, newKey());
    const first = await pay();
    const second = await pay();
    expect(first.response.status).toBe(204);
    expect(second.response.status).toBe(204);
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  it('makes one order of concurrent requests with the same key', async () => {
    const { api, userId } = await buyer();
    const { pay } = await payOnce(api, newKey());
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map(({ response }) => response.status)).toEqual([204, 204, 204]);
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});
