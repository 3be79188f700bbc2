import { unwrap } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSocialProvider } from '../src/adapters/social/provider';
import { startTestApi, type TestApi } from './support/api';
import { createUser } from './support/factories';

let server: TestApi;
// The test server signs with this key, so tokens issued here are the provider's own.
const provider = createLocalSocialProvider('test-app-key');
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

describe('social sign-up and sign-in', () => {
  it('signs up with Google, then the token works, and signing up again signs in the same account', async () => {
    const n = next();
    const token = provider.issue({
      network: 'google',
      sub: `g-${n}`,
      email: `g${n}@demo.test`,
      first_name: 'Noémie',
      last_name: 'Côté',
      aud: 'web-client',
    });
    const { api } = server.client({ mode: 'token' });
    const first = await unwrap(
      api.POST('/onboarding/user/google', {
        body: { google_token: token, google_client_id: 'web-client' },
      }),
    );
    const again = await unwrap(
      api.POST('/onboarding/user/google', {
        body: { google_token: token, google_client_id: 'web-client' },
      }),
    );
    expect(first.token).toMatch(/^\d+\|/);
    const account = await fetch(`${server.url}/account`, {
      headers: { Authorization: `Bearer ${again.token}`, Accept: 'application/json' },
    });
    const { data } = (await account.json()) as {
      data: {
        email: string;
        first_name: string;
        email_verified_at: string | null;
        member: unknown;
      };
    };
    expect(data).toMatchObject({ email: `g${n}@demo.test`, first_name: 'Noémie' });
    expect(data.email_verified_at).not.toBeNull();
    expect(data.member).not.toBeNull();
  });

  it('refuses a forged, expired or other-audience token with 422', async () => {
    const { api } = server.client({ mode: 'token' });
    const n = next();
    const good = provider.issue({
      network: 'google',
      sub: `g-${n}`,
      email: `x${n}@demo.test`,
      aud: 'web-client',
    });
    const forged = `${good.slice(0, -4)}abcd`;
    const expired = provider.issue({
      network: 'google',
      sub: `g-${n}`,
      email: `x${n}@demo.test`,
      aud: 'web-client',
      exp: 1,
    });
    const apple = provider.issue({ network: 'apple', sub: `a-${n}`, email: `x${n}@demo.test` });
    for (const [google_token, google_client_id] of [
      [forged, 'web-client'],
      [expired, 'web-client'],
      [good, 'ios-client'],
      [apple, 'web-client'],
    ]) {
      await expect(
        unwrap(
          api.POST('/onboarding/user/google', {
            body: { google_token: google_token ?? '', google_client_id: google_client_id ?? '' },
          }),
        ),
      ).rejects.toMatchObject({ status: 422 });
    }
  });

  it('answers EMAIL_ALREADY_EXISTS when the address belongs to an account with a password', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    const token = provider.issue({ network: 'apple', sub: `a-${next()}`, email: user.email });
    const error = await unwrap(
      api.POST('/onboarding/user/apple', {
        body: { apple_token: token, first_name: 'Sam', last_name: 'Roy' },
      }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_EXISTS' });
    // The network's address comes back, for the client's sign-in link (spec 01, section 8).
    expect((error as { body: { error: { email?: string } } }).body.error.email).toBe(user.email);
  });

  it('gives the register form its prefill when Facebook shares no email, then links the account', async () => {
    const n = next();
    const token = provider.issue({
      network: 'facebook',
      sub: `fb-${n}`,
      email: null,
      first_name: 'Léa',
      last_name: 'Martin',
    });
    const { api } = server.client({ mode: 'token' });
    const answer = await unwrap(
      api.POST('/onboarding/user/facebook', { body: { facebook_token: token } }),
    );
    expect(answer).toEqual({
      token: null,
      prefill: {
        email: null,
        first_name: 'Léa',
        last_name: 'Martin',
        facebook_id: `fb-${n}`,
        facebook_access_token: token,
      },
    });
    const form = {
      email: `lea${n}@demo.test`,
      first_name: 'Léa',
      last_name: 'Martin',
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg1',
    };
    const forgedLink = await unwrap(
      api.POST('/onboarding/user', {
        body: { ...form, facebook_id: 'someone-else', facebook_access_token: token },
      }),
    ).catch((e: unknown) => e);
    expect(forgedLink).toMatchObject({ status: 422 });
    await unwrap(
      api.POST('/onboarding/user', {
        body: { ...form, facebook_id: `fb-${n}`, facebook_access_token: token },
      }),
    );
    const signIn = await unwrap(
      api.POST('/onboarding/user/facebook', { body: { facebook_token: token } }),
    );
    expect((signIn as { token: string | null }).token).toMatch(/^\d+\|/);
  });

  it('signs in a web session with a social payload, and refuses an unknown identity', async () => {
    const n = next();
    const token = provider.issue({
      network: 'google',
      sub: `g-${n}`,
      email: `web${n}@demo.test`,
      aud: 'web-client',
    });
    const { api } = server.client();
    await unwrap(
      api.POST('/onboarding/user/google', {
        body: { google_token: token, google_client_id: 'web-client' },
      }),
    );
    const browser = server.client();
    await browser.api.signIn({ google_token: token, google_client_id: 'web-client' });
    expect((await unwrap(browser.api.GET('/account'))).data.email).toBe(`web${n}@demo.test`);
    const stranger = provider.issue({
      network: 'google',
      sub: 'nobody',
      email: 'nobody@demo.test',
      aud: 'web-client',
    });
    await expect(
      server.client().api.signIn({ google_token: stranger, google_client_id: 'web-client' }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
