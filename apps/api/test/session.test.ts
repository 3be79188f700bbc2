import { unwrap } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personalAccessTokens, sessions } from '../src/db/schema';
import {
  SESSION_LIFETIME_SECONDS,
  SESSION_SLIDE_PRECISION_MS,
  TOKEN_USE_PRECISION_MS,
} from '../src/http/session';
import { SIGN_IN_LIMITS } from '../src/modules/session/service';
import { startTestApi, type TestApi } from './support/api';
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
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
});

function cookieAttributes(setCookie: string[], name: string): string[] {
  const line = setCookie.find((cookie) => cookie.startsWith(`${name}=`));
  return (line ?? '').split(';').map((part) => part.trim().toLowerCase());
}

describe('GET sanctum/csrf-cookie', () => {
  it('sets a script-readable XSRF-TOKEN and an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const xsrf = cookieAttributes(cookies, 'XSRF-TOKEN');
    const session = cookieAttributes(cookies, 'session');
    expect(xsrf).toContain('samesite=lax');
    expect(xsrf).not.toContain('httponly');
    expect(session).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(session).not.toContain('secure');
  });

  it('marks the cookies Secure behind HTTPS', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(cookieAttributes(response.headers.getSetCookie(), 'session')).toContain('secure');
    expect(cookieAttributes(response.headers.getSetCookie(), 'XSRF-TOKEN')).toContain('secure');
  });
});

describe('session mode', () => {
  it('signs in, rotates the session id, and serves the user', async () => {
    const user = await createUser(server.services);
    const { api, jar } = server.client();
    await api.ensureCsrfCookie();
    const before = jar.all().get('session')?.value;
    await api.signIn({ email: user.email.toUpperCase(), password: PASSWORD });
    const after = jar.all().get('session')?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const { data } = await unwrap(api.GET('/account'));
    expect(data).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: `Camille ${user.lastName}`,
      eid_tries: 0,
      blocked: false,
    });
    expect(data.member).toMatchObject({
      subscription_status: 'inactive',
      onboarding_completed: false,
    });
  });

  it('lasts two hours from the last request, not from the sign-in', async () => {
    const user = await createUser(server.services);
    const { api } = server.client();
    const realNow = server.services.now;
    const start = realNow().getTime();
    const hours = (h: number) => h * 60 * 60 * 1000;
    const expiry = async () => {
      const rows = await server.services.db
        .select({ at: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return rows.map((row) => row.at.getTime());
    };
    try {
      server.services.now = () => new Date(start);
      await api.signIn({ email: user.email, password: PASSWORD });
      // Active after 1 h 50 and again after 3 h 40: never two hours without a request.
      for (const at of [start + hours(1.83), start + hours(3.66)]) {
        server.services.now = () => new Date(at);
        const response = await api.GET('/account');
        expect(response.response.status, new Date(at).toISOString()).toBe(200);
        expect(await expiry()).toEqual([at + SESSION_LIFETIME_SECONDS * 1000]);
        // The cookies' own expiry moves with it.
        expect(response.response.headers.getSetCookie().join('\n')).toMatch(
          /^session=.*Max-Age=7200/m,
        );
      }
      // Within the minute, no write.
      const last = start + hours(3.66);
      server.services.now = () => new Date(last + SESSION_SLIDE_PRECISION_MS - 1);
      await unwrap(api.GET('/account'));
      expect(await expiry()).toEqual([last + SESSION_LIFETIME_SECONDS * 1000]);
      // Two hours without a request: over.
      server.services.now = () => new Date(last + hours(2) + 1);
      expect((await api.GET('/account')).response.status).toBe(401);
    } finally {
      server.services.now = realNow;
    }
  });

  it('answers 419 to an unsafe call whose X-XSRF-TOKEN does not match, and changes nothing', async () => {
    const user = await createUser(server.services);
    const { api, jar, fetch } = server.client();
    await api.signIn({ email: user.email, password: PASSWORD });
    for (const header of [{}, { 'X-XSRF-TOKEN': 'forged' }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/account/language`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...header },
        body: JSON.stringify({ locale: 'en' }),
      });
      expect(response.status).toBe(419);
      expect(await response.json()).toEqual({ message: 'Le jeton CSRF ne correspond pas.' });
    }
    const { data } = await unwrap(api.GET('/account'));
    expect(data.locale).toBe('fr');
    expect(jar.read('XSRF-TOKEN')).toBeTruthy();
  });

  it('needs the CSRF cookie before signing in (419)', async () => {
    const user = await createUser(server.services);
    const { fetch } = server.client();
    const response = await fetch(`${server.url}/api/app/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(response.status).toBe(419);
  });

  it('answers 401 without a session', async () => {
    const { api } = server.client();
    await expect(unwrap(api.GET('/account'))).rejects.toMatchObject({
      status: 401,
      message: 'Non authentifié.',
    });
  });

  it('signs out: the session is gone', async () => {
    const user = await createUser(server.services);
    const { api } = server.client();
    await api.signIn({ email: user.email, password: PASSWORD });
    await api.signOut();
    await expect(unwrap(api.GET('/account'))).rejects.toMatchObject({ status: 401 });
  });
});

describe('sign-in failures', () => {
  it('says the same thing whether or not the email exists', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    const wrongPassword = await api
      .signIn({ email: user.email, password: 'Wrong1234' })
      .catch((e: unknown) => e);
    const unknownEmail = await api
      .signIn({ email: 'nobody@demo.test', password: 'Wrong1234' })
      .catch((e: unknown) => e);
    expect(wrongPassword).toMatchObject({
      status: 422,
      message: 'Ces identifiants ne correspondent à aucun compte.',
    });
    expect(unknownEmail).toMatchObject({
      status: 422,
      message: 'Ces identifiants ne correspondent à aucun compte.',
    });
    expect((wrongPassword as { body: unknown }).body).toEqual(
      (unknownEmail as { body: unknown }).body,
    );
  });

  it('answers in English when asked', async () => {
    const { api } = server.client({ mode: 'token', locale: 'en' });
    await expect(
      api.signIn({ email: 'nobody@demo.test', password: 'Wrong1234' }),
    ).rejects.toMatchObject({
      message: 'These credentials do not match our records.',
    });
  });

  it('validates the payload against the contract, one message per field', async () => {
    const { fetch } = server.client({ mode: 'token' });
    const response = await fetch(`${server.url}/api/app/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': 'fr',
      },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      email: ['Le champ adresse courriel doit être une adresse courriel valide.'],
      password: ['Le champ mot de passe est obligatoire.'],
      device_name: ['Le champ nom de l’appareil est obligatoire.'],
    });
    expect(body.message).toBe(
      'Le champ adresse courriel doit être une adresse courriel valide. (et 2 autres erreurs)',
    );
  });

  it(`locks an account after ${SIGN_IN_LIMITS.perAccount} failed attempts a minute, with Retry-After`, async () => {
    const user = await createUser(server.services);
    const { fetch } = server.client({ mode: 'token' });
    const attempt = () =>
      fetch(`${server.url}/api/app/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'Wrong1234', device_name: 'test' }),
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i += 1)
      expect((await attempt()).status).toBe(422);
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.windowSeconds,
    );
    // Even the right password waits.
    const right = await fetch(`${server.url}/api/app/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD, device_name: 'test' }),
    });
    expect(right.status).toBe(429);
  });
});

describe('token mode', () => {
  it('returns a token that authenticates, then is revoked at sign-out', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: user.email, password: PASSWORD });
    const token = api.token();
    expect(token).toMatch(/^\d+\|/);
    const { data } = await unwrap(api.GET('/account'));
    expect(data.id).toBe(user.id);
    await api.signOut();
    const reuse = await fetch(`${server.url}/account`, {
      headers: { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' },
    });
    expect(reuse.status).toBe(401);
  });

  it('needs no CSRF token', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: user.email, password: PASSWORD });
    await unwrap(api.PATCH('/account/language', { body: { locale: 'en' } }));
    const { data } = await unwrap(api.GET('/account'));
    expect(data.locale).toBe('en');
  });

  it('records when a token was used, to the minute, without a write on every request', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: user.email, password: PASSWORD });
    const tokenId = Number(api.token()?.split('|')[0]);
    const lastUsed = async () => {
      const [row] = await server.services.db
        .select({ at: personalAccessTokens.lastUsedAt })
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.id, tokenId));
      return row?.at?.getTime() ?? null;
    };
    const realNow = server.services.now;
    const start = realNow().getTime();
    try {
      server.services.now = () => new Date(start);
      await unwrap(api.GET('/account'));
      const first = await lastUsed();
      expect(first).not.toBeNull();
      // Within the minute: the same time stays.
      server.services.now = () => new Date((first ?? 0) + TOKEN_USE_PRECISION_MS - 1);
      await unwrap(api.GET('/account'));
      expect(await lastUsed()).toBe(first);
      // A minute on: rewritten.
      const later = (first ?? 0) + TOKEN_USE_PRECISION_MS;
      server.services.now = () => new Date(later);
      await unwrap(api.GET('/account'));
      expect(await lastUsed()).toBe(later);
    } finally {
      server.services.now = realNow;
    }
  });

  it('refuses a forged token', async () => {
    const response = await fetch(`${server.url}/account`, {
      headers: { Authorization: 'Bearer 1|forged', Accept: 'application/json' },
    });
    expect(response.status).toBe(401);
  });
});
