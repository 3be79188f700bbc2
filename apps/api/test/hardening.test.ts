/**
 * Bad input and hostile callers (issue 11): authentication before validation, a body size limit, NUL
 * bytes and out-of-range ids refused by validation (never a 500 from PostgreSQL), a sign-in limit that
 * spoofed `X-Forwarded-For` headers cannot dodge, `nosniff` everywhere, others' moderation reasons kept.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/modules/session/service';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';
import { createMember } from './support/members-factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
});

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** A bearer token for a user (the native wrappers' mode: no CSRF dance for raw calls). */
async function tokenFor(api: TestApi, email: string): Promise<string> {
  api.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  const response = await fetch(`${api.url}/api/app/token`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD, device_name: 'hardening' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers; ms: number }> {
  const payload =
    options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...JSON_HEADERS,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(payload !== undefined ? { body: payload } : {}),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: Record<string, unknown> = {};
  try {
    body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers, ms };
}

const junkRules = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: index,
    field: ['age', 'distance', null, 7][index % 4],
    question_id: index % 3 === 0 ? 'x' : -index,
    value: { nested: [index] },
    options: 'none',
  }));

/** The limit for one request, however large its body. */
const LIMIT_MS = 1000;

/**
 * Sends a request and, when its answer took longer than the limit, once more: a server that stalls
 * on the input stalls again, while a pause of a machine shared with other jobs does not come back
 * (the contract fuzz re-measures its outliers the same way). The second answer is the one judged.
 */
async function timedCall(...args: Parameters<typeof call>): ReturnType<typeof call> {
  const first = await call(...args);
  if (first.ms < LIMIT_MS) return first;
  console.log(`hardening: ${args[0]} ${args[1]} took ${Math.round(first.ms)} ms; measured again`);
  return call(...args);
}

describe('authentication comes before the body', () => {
  it('answers an anonymous 10,000-item batch with 401 within a second, its body unread', async () => {
    const answer = await timedCall('POST', '/account/member/secondary-conversation-rules/batch', {
      body: { secondary_conversation_rules: junkRules(10_000) },
    });
    expect(answer.status).toBe(401);
    expect(answer.ms).toBeLessThan(LIMIT_MS);
    // Not even parsed: malformed JSON is a 401 as well, not a 422.
    const malformed = await call('POST', '/account/member/secondary-conversation-rules/batch', {
      raw: '{"secondary_conversation_rules": [',
    });
    expect(malformed.status).toBe(401);
    // The server kept answering meanwhile.
    expect((await call('GET', '/up')).status).toBe(200);
  });

  it('validates the same batch from a signed-in member in linear time (422 within a second)', async () => {
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    // Once small, so the operation's validators are compiled before the clock runs.
    await call('POST', '/account/member/secondary-conversation-rules/batch', {
      token,
      body: { secondary_conversation_rules: junkRules(4) },
    });
    const answer = await timedCall('POST', '/account/member/secondary-conversation-rules/batch', {
      token,
      body: { secondary_conversation_rules: junkRules(10_000) },
    });
    expect(answer.status).toBe(422);
    expect(answer.ms).toBeLessThan(LIMIT_MS);
    expect(answer.body.errors).toHaveProperty('secondary_conversation_rules');
  });

  it('still validates public operations for anonymous callers', async () => {
    const answer = await call('POST', '/api/app/token', { body: { email: 'nope' } });
    expect(answer.status).toBe(422);
  });
});

describe('the request body size limit', () => {
  it('refuses a body over 1 MiB with 413 and a JSON message, before anything else', async () => {
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) });
    const answer = await call('POST', '/api/app/token', { raw: big });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/1 Mio/);
    const english = await call('POST', '/api/app/token', {
      raw: big,
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.message).toBe('The request body is too large (at most 1 MiB).');
  });

  it('refuses a 1 MB string under the limit by the contract’s maxLength (422), storing nothing', async () => {
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    const answer = await call('PATCH', '/account/address', {
      token,
      body: {
        address_1: 'x'.repeat(1_000_000),
        city: 'Montréal',
        state: 'QC',
        country: 'ca',
        postal_code: 'H2X 1Y4',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('address_1');
    const phone = await call('PATCH', '/account/phone', {
      token,
      body: { phone: '5'.repeat(500_000) },
    });
    expect(phone.status).toBe(422);
  });
});

describe('input PostgreSQL would refuse is refused by validation', () => {
  it('answers a NUL byte in any string with 422 on that field', async () => {
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    const cases: [string, string, unknown, string][] = [
      ['PATCH', '/account/phone', { phone: '514\u0000555' }, 'phone'],
      [
        'PATCH',
        '/account/member',
        { title: 'Un titre\u0000', about: 'À propos de moi', seeking: 'Quelqu’un de bien' },
        'title',
      ],
      [
        'PATCH',
        '/account/address',
        {
          address_1: '1\u0000 rue',
          city: 'Montréal',
          state: 'QC',
          country: 'ca',
          postal_code: 'H2X 1Y4',
        },
        'address_1',
      ],
      ['POST', '/account/push-notification-tokens', { token: 'abc\u0000' }, 'token'],
      ['POST', '/referral', { device_ref: 'd\u0000', ambassador_code: 'CODE' }, 'device_ref'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(method, path, { token, body });
      expect(answer.status, `${method} ${path}`).toBe(422);
      expect(answer.body.errors, `${method} ${path}`).toHaveProperty(field);
    }
    const query = await call('GET', '/answers?filter[question_id]=%00', { token });
    expect(query.status).toBe(422);
    const english = await call('PATCH', '/account/phone', {
      token,
      body: { phone: '\u0000', phone_availability: 'Le soir' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.errors).toEqual({
      phone: ['The phone field contains a forbidden character.'],
    });
  });

  it('answers ids past the integer range, 1e+23 or negative with 404 or 422, never 500', async () => {
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    const answers = await Promise.all([
      call('POST', '/conversations', { token, body: { user_id: 2_147_483_648 } }),
      call('POST', '/conversations', { token, body: { user_id: -99_999_999_999 } }),
      call('POST', '/member-blocks', { token, body: { blocked_member_id: 2_147_483_648 } }),
      call('POST', '/member-blocks', { token, body: { blocked_member_id: -99_999_999_999 } }),
      call('POST', '/member-reports', { token, body: { member_id: 2_147_483_648 } }),
      call('POST', '/member-reports', { token, body: { member_id: 1e23 } }),
      call('GET', '/answers?filter[question_id]=1e%2B23', { token }),
      call('GET', '/answers?filter[question_id]=-99999999999', { token }),
      call('GET', '/members/2147483648', { token }),
      call('GET', '/members/1e+23', { token }),
      call('GET', '/members/-1', { token }),
      call('DELETE', '/member-blocks/99999999999', { token }),
    ]);
    for (const answer of answers) expect([404, 422]).toContain(answer.status);
  });

  it('answers POST vapor/signed-storage-url without a body with 422', async () => {
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    const answer = await call('POST', '/vapor/signed-storage-url', { token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('content_type');
  });

  it('answers a JSON null body as a missing one: 422 where one is required, never a 500', async () => {
    // Found by the contract fuzz: `null` passed validation as a missing body, and the handler read it.
    const member = await createMember(server.services);
    const token = await tokenFor(server, member.email);
    const answer = await call('POST', '/vapor/signed-storage-url', { token, raw: 'null' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toHaveProperty('content_type');
    const messages = await call('POST', '/conversations', { token, raw: 'null' });
    expect(messages.status).toBe(422);
  });

  it('keeps query keys away from Object.prototype', async () => {
    const answer = await call(
      'GET',
      '/api/content/articles?filter[__proto__][polluted]=1&a=1&a[b]=2',
    );
    expect(answer.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the sign-in limit per address', () => {
  const wrong = (email: string, headers: Record<string, string> = {}, api = server) =>
    fetch(`${api.url}/api/app/token`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify({ email, password: 'Wrong1234', device_name: 'test' }),
    });
  // A different account each time: the per-account limit stays out of the way.
  const emails = (count: number) =>
    Array.from({ length: count }, (_, index) => `inconnu${index}@spoof.test`);

  it(`answers 429 at the ${SIGN_IN_LIMITS.perAddress + 1}st wrong password whatever X-Forwarded-For says`, async () => {
    const statuses: number[] = [];
    for (const [index, email] of emails(SIGN_IN_LIMITS.perAddress + 1).entries())
      statuses.push((await wrong(email, { 'X-Forwarded-For': `198.51.100.${index}` })).status);
    expect(statuses.slice(0, SIGN_IN_LIMITS.perAddress).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // 25 more, each with a made-up header: none evaluated.
    const spoofed = await Promise.all(
      emails(25).map(
        async (email, index) =>
          (
            await wrong(`autre-${email}`, {
              'X-Forwarded-For': `203.0.113.${index}, 10.0.0.${index}`,
              'X-Real-IP': `192.0.2.${index}`,
            })
          ).status,
      ),
    );
    expect(spoofed).toEqual(Array.from({ length: 25 }, () => 429));
  });

  it(`locks an account after ${SIGN_IN_LIMITS.perAccount} wrong passwords from "different" addresses`, async () => {
    const user = await createUser(server.services);
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.perAccount; index += 1)
      statuses.push((await wrong(user.email, { 'X-Forwarded-For': `198.18.0.${index}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
  });

  describe('behind a configured proxy (TRUSTED_PROXIES)', () => {
    let proxied: TestApi;
    beforeAll(async () => {
      proxied = await startTestApi({
        configure: (config) => {
          config.trustedProxies = ['127.0.0.0/8'];
        },
      });
    });
    afterAll(async () => {
      await proxied.close();
    });

    it('counts the address the proxy saw, not one the client prepended', async () => {
      const statuses: number[] = [];
      for (const email of emails(SIGN_IN_LIMITS.perAddress + 1)) {
        // The proxy appends the peer it saw (203.0.113.9) to whatever the client sent.
        const invented = `192.0.2.${statuses.length}`;
        statuses.push(
          (await wrong(email, { 'X-Forwarded-For': `${invented}, 203.0.113.9` }, proxied)).status,
        );
      }
      expect(statuses.at(-1)).toBe(429);
      // Another client behind the same proxy is counted on its own.
      expect(
        (await wrong('quelquun@spoof.test', { 'X-Forwarded-For': '203.0.113.10' }, proxied)).status,
      ).toBe(422);
    });
  });
});

describe('responses', () => {
  it('carry X-Content-Type-Options: nosniff, errors included', async () => {
    const answers = await Promise.all([
      call('GET', '/up'),
      call('GET', '/nowhere'),
      call('GET', '/account'),
      call('POST', '/api/app/token', { body: {} }),
      call('GET', '/api/content/countries'),
      call('GET', '/storage/files/tmp%2Fnothing?expires=1&signature=x'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 422, 200, 403]);
    for (const answer of answers)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('send a member’s suspension reason to that member only', async () => {
    const suspended = await createMember(server.services, {
      member: { suspended: true, suspendedReason: 'admin' },
    });
    const viewer = await createMember(server.services);
    const own = await call('GET', '/account', { token: await tokenFor(server, suspended.email) });
    expect(own.body).toMatchObject({
      data: { member: { suspended: true, suspended_reason: 'admin' } },
    });
    const token = await tokenFor(server, viewer.email);
    const seen = await call('GET', `/members/${suspended.memberId}`, { token });
    expect(JSON.stringify(seen.body)).not.toContain('suspended_reason');
  });
});
