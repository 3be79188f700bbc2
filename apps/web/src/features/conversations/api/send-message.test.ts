import { createApiClient, type ApiClient } from '@app/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from '../../../../test/support/fake-api';

let client: ApiClient;
vi.mock('../../../lib/api-client', () => ({ api: () => client }));
vi.mock('../../../lib/data', () => ({
  revalidate: vi.fn(() => Promise.resolve()),
  updateCached: vi.fn(() => Promise.resolve()),
}));

const { sendMessage } = await import('./send-message');

const message = {
  id: 9,
  content: 'Bonjour',
  content_text: 'Bonjour',
  is_me: true,
  created_at: '2026-11-26T10:00:00Z',
};

function serve(routes: Record<string, FakeRoute>) {
  const fake = fakeApi(routes);
  client = createApiClient({
    baseUrl: 'http://api.test',
    mode: 'token',
    locale: () => 'fr',
    deviceName: 'test',
    fetch: fake.fetch,
  });
  return fake;
}

const keyOf = (request: { headers: Headers }) => request.headers.get('idempotency-key');

describe('sending a message', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('sends one Idempotency-Key per attempt, a new one for the next message', async () => {
    const { requests } = serve({
      'POST /conversations/3/messages': () => ({ status: 201, body: { data: message } }),
    });
    await sendMessage(3, { type: 'content', content: 'Bonjour' });
    await sendMessage(3, { type: 'content', content: 'Bonjour' });
    const [first, second] = requests.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('retries a call that got no answer once, under the same key', async () => {
    let calls = 0;
    const fake = serve({
      'POST /conversations/3/messages': () => ({ status: 201, body: { data: message } }),
    });
    const dropFirst = fake.fetch;
    client = createApiClient({
      baseUrl: 'http://api.test',
      mode: 'token',
      locale: () => 'fr',
      deviceName: 'test',
      fetch: async (input, init) => {
        calls += 1;
        const answer = await dropFirst(input, init);
        // The API got the first request, its answer was lost on the way back.
        if (calls === 1) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    await expect(sendMessage(3, { type: 'content', content: 'Bonjour' })).resolves.toEqual(message);
    expect(fake.requests).toHaveLength(2);
    expect(keyOf(fake.requests[1] as { headers: Headers })).toBe(
      keyOf(fake.requests[0] as { headers: Headers }),
    );
  });

  it('does not retry a refusal', async () => {
    const { requests } = serve({
      'POST /conversations/3/messages': () => ({
        status: 403,
        body: { message: 'no', error: { code: 'MEMBER_UNAVAILABLE', message: 'no' } },
      }),
    });
    await expect(sendMessage(3, { type: 'content', content: 'Bonjour' })).rejects.toMatchObject({
      status: 403,
    });
    expect(requests).toHaveLength(1);
  });
});
