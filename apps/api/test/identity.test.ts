import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ambassadors } from '../src/db/schema';
import { IDENTITY_ATTEMPTS } from '../src/modules/identity/service';
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
});

let sequence = 0;
function claim(lastName = 'Gagnon', overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    first_name: `Alex${sequence}`,
    last_name: lastName,
    birthday: '1988-03-14',
    address_1: '1200 rue Saint-Jean',
    address_2: null,
    city: 'Québec',
    state: 'QC',
    country: 'ca',
    postal_code: 'g1r 1s1',
    accept: true as const,
    ...overrides,
  };
}

async function member(
  locale: 'fr' | 'en' = 'fr',
  options: { member?: false } = {},
): Promise<ApiClient> {
  const user = await createUser(
    server.services,
    {},
    options.member === false ? { member: false } : {},
  );
  const { api } = server.client({ mode: 'token', locale });
  await api.signIn({ email: user.email, password: PASSWORD });
  return api;
}

type CheckResult = {
  success: boolean;
  tries: number;
  authentication_flag: string | null;
  blocked: boolean;
  error?: { code: number | string; message: string };
  data?: unknown;
};
async function check(
  api: ApiClient,
  body: ReturnType<typeof claim>,
): Promise<{ status: number; result: CheckResult }> {
  const { data, error, response } = await api.POST('/onboarding/authenticate', { body });
  return { status: response.status, result: (data ?? error) as CheckResult };
}

describe('POST onboarding/authenticate', () => {
  it('verifies a person and records the address', async () => {
    const api = await member();
    const { status, result } = await check(api, claim());
    expect(status).toBe(200);
    expect(result).toEqual({
      success: true,
      tries: 1,
      authentication_flag: 'success',
      blocked: false,
    });
    const { data } = await unwrap(api.GET('/account'));
    expect(data).toMatchObject({
      authentication_flag: 'success',
      eid_tries: 1,
      city: 'Québec',
      postal_code: 'G1R 1S1',
      birthday: '1988-03-14',
    });
  });

  it.each([803, 805])(
    'answers the warning %i with the tries used, so the client offers a retry',
    async (code) => {
      const api = await member();
      const { status, result } = await check(api, claim(`Test${code}`));
      expect(status).toBe(400);
      expect(result).toMatchObject({
        success: false,
        tries: 1,
        authentication_flag: 'warning',
        blocked: false,
        error: { code },
      });
    },
  );

  it.each([800, 802, 804])(
    'answers the error %i and leaves the account pending a manual check',
    async (code) => {
      const api = await member('en');
      const { result } = await check(api, claim(`test${code}`));
      expect(result).toMatchObject({
        success: false,
        authentication_flag: 'warning',
        blocked: false,
        error: { code },
      });
      expect(result.error?.message).toMatch(/manually/);
    },
  );

  it.each([600, 801])('blocks the account on %i', async (code) => {
    const api = await member();
    const { result } = await check(api, claim(`Test${code}`));
    expect(result).toMatchObject({
      success: false,
      blocked: true,
      authentication_flag: 'fail',
      error: { code },
    });
    expect((await unwrap(api.GET('/account'))).data.blocked).toBe(true);
  });

  it(`allows ${IDENTITY_ATTEMPTS} attempts, then hands over to a manual check`, async () => {
    const api = await member();
    for (let attempt = 1; attempt <= IDENTITY_ATTEMPTS; attempt += 1) {
      expect((await check(api, claim('Test803'))).result.tries).toBe(attempt);
    }
    const { status, result } = await check(api, claim('Gagnon'));
    expect(status).toBe(400);
    expect(result).toMatchObject({
      success: false,
      tries: IDENTITY_ATTEMPTS,
      authentication_flag: 'warning',
      error: { code: 805 },
    });
  });

  it('answers 806 when another account has the same name and birth date, naming how it signs in', async () => {
    const other = await createUser(server.services, {
      firstName: 'Jordan',
      lastName: 'Lavoie',
      birthday: '1990-07-01',
      googleId: 'google-123',
    });
    const api = await member();
    const { status, result } = await check(
      api,
      claim('lavoie', { first_name: 'JORDAN', birthday: '1990-07-01' }),
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({
      success: false,
      tries: 0,
      error: { code: 806 },
      data: {
        user: {
          email: `${other.email.slice(0, 1)}•••@demo.test`,
          google: true,
          facebook: false,
          apple: false,
        },
      },
    });
  });

  it('needs every field and the accept box (422), and a signed-in user (401)', async () => {
    const api = await member();
    const error = await unwrap(
      api.POST('/onboarding/authenticate', {
        body: { ...claim(), accept: false as never, postal_code: undefined as never },
      }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      fieldErrors: {
        postal_code: 'Le champ code postal est obligatoire.',
        accept: 'Le champ consentement doit être accepté.',
      },
    });
    await expect(
      unwrap(
        server.client({ mode: 'token' }).api.POST('/onboarding/authenticate', { body: claim() }),
      ),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST onboarding/member', () => {
  it('creates a member for an ambassador once, and for nobody else', async () => {
    const user = await createUser(server.services, {}, { member: false });
    await server.services.db.insert(ambassadors).values({ userId: user.id, code: `AMB${user.id}` });
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: user.email, password: PASSWORD });
    const { data } = await unwrap(api.POST('/onboarding/member'));
    expect(data).toMatchObject({ onboarding_completed: false, subscription_status: 'inactive' });
    await expect(unwrap(api.POST('/onboarding/member'))).rejects.toMatchObject({ status: 403 });
    const plain = await member('fr', { member: false });
    await expect(unwrap(plain.POST('/onboarding/member'))).rejects.toMatchObject({ status: 403 });
  });
});
