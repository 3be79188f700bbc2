import { unwrap } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

let server: TestApi;
const realNow = () => new Date();
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
  server.services.now = realNow;
});

let sequence = 0;
function form(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `nouveau${sequence}@demo.test`,
    first_name: 'Élodie',
    last_name: 'Tremblay',
    password: 'Abcdefg1',
    password_confirmation: 'Abcdefg1',
    locale: 'fr' as const,
    ...overrides,
  };
}

async function lastLink(to: string, kind: string): Promise<string> {
  const mail = (await server.outbox()).filter((m) => m.to === to && m.kind === kind).at(-1);
  const url = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no ${kind} link for ${to}`);
  return url;
}

describe('POST onboarding/user', () => {
  it('creates the account, sends a verification link, and the member can sign in', async () => {
    const { api } = server.client();
    const body = form();
    const result = await api.POST('/onboarding/user', { body });
    expect(result.response.status).toBe(201);
    await api.signIn({ email: body.email, password: body.password });
    const { data } = await unwrap(api.GET('/account'));
    expect(data).toMatchObject({
      email: body.email,
      first_name: 'Élodie',
      email_verified_at: null,
      locale: 'fr',
    });
    expect(data.member).toMatchObject({
      onboarding_completed: false,
      subscription_status: 'inactive',
    });
    const mail = (await server.outbox()).find((m) => m.to === body.email);
    expect(mail).toMatchObject({
      kind: 'verify-email',
      subject: 'Confirmez votre adresse courriel',
    });
  });

  it('accepts the password rule at its edge and refuses one past it', async () => {
    const { api } = server.client({ mode: 'token' });
    // Its uppercase letter accented (the field's checklist counts it, so does the server).
    for (const password of ['Abcdef12', 'Émilie24'])
      expect(
        (
          await api.POST('/onboarding/user', {
            body: form({ password, password_confirmation: password }),
          })
        ).response.status,
        password,
      ).toBe(201);
    for (const password of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'émilie24', 'Émilie2']) {
      const error = await unwrap(
        api.POST('/onboarding/user', { body: form({ password, password_confirmation: password }) }),
      ).catch((e: unknown) => e);
      expect(error, password).toMatchObject({
        status: 422,
        fieldErrors: {
          password:
            'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
        },
      });
    }
  });

  it('requires every field and a matching confirmation', async () => {
    const { api } = server.client({ mode: 'token', locale: 'en' });
    const missing = await unwrap(
      api.POST('/onboarding/user', { body: { email: 'x@demo.test' } as never }),
    ).catch((e: unknown) => e);
    expect(missing).toMatchObject({
      status: 422,
      fieldErrors: {
        first_name: 'The first name field is required.',
        last_name: 'The last name field is required.',
        password: 'The password field is required.',
        password_confirmation: 'The password confirmation field is required.',
      },
    });
    const mismatch = await unwrap(
      api.POST('/onboarding/user', { body: form({ password_confirmation: 'Abcdefg2' }) }),
    ).catch((e: unknown) => e);
    expect(mismatch).toMatchObject({
      status: 422,
      fieldErrors: { password: 'The password field confirmation does not match.' },
    });
  });

  it('answers EMAIL_ALREADY_EXISTS for a taken address, whatever its case', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    const error = await unwrap(
      api.POST('/onboarding/user', { body: form({ email: user.email.toUpperCase() }) }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'Cette adresse courriel est déjà associée à un compte.',
    });
  });
});

describe('e-mail verification', () => {
  it('verifies the address from the signed link, then sends the browser to the app', async () => {
    const { api } = server.client();
    const body = form();
    await unwrap(api.POST('/onboarding/user', { body }));
    const link = await lastLink(body.email, 'verify-email');
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      `${server.services.config.publicWebUrl}/?verified=1`,
    );
    await api.signIn({ email: body.email, password: body.password });
    const { data } = await unwrap(api.GET('/account'));
    expect(data.email_verified_at).not.toBeNull();
  });

  it('refuses a tampered or expired link', async () => {
    const { api } = server.client();
    const body = form();
    await unwrap(api.POST('/onboarding/user', { body }));
    const link = await lastLink(body.email, 'verify-email');
    const tampered = link.replace(
      /\/email\/verify\/(\d+)\//,
      (_m, id: string) => `/email/verify/${Number(id) + 1}/`,
    );
    expect((await fetch(tampered, { headers: { Accept: 'application/json' } })).status).toBe(403);
    server.services.now = () => new Date(Date.now() + 61 * 60_000);
    expect((await fetch(link, { headers: { Accept: 'application/json' } })).status).toBe(403);
    server.services.now = realNow;
    expect((await fetch(link, { headers: { Accept: 'application/json' } })).status).toBe(204);
  });

  it('resends the link at most once a minute, and not once verified', async () => {
    const user = await createUser(server.services);
    const { api } = server.client();
    await api.signIn({ email: user.email, password: PASSWORD });
    await unwrap(api.POST('/email-verification/send-link'));
    const again = await unwrap(api.POST('/email-verification/send-link')).catch(
      (e: unknown) => e as { status: number; body: unknown },
    );
    expect(again).toMatchObject({ status: 429 });
    const link = await lastLink(user.email, 'verify-email');
    await fetch(link, { headers: { Accept: 'application/json' } });
    const before = (await server.outbox()).length;
    server.services.rateLimiter.clear(`verification:${user.id}`);
    await unwrap(api.POST('/email-verification/send-link'));
    expect((await server.outbox()).length).toBe(before);
  });

  it('needs a signed-in user to resend', async () => {
    for (const mode of ['session', 'token'] as const) {
      const { api } = server.client({ mode });
      await expect(unwrap(api.POST('/email-verification/send-link'))).rejects.toMatchObject({
        status: 401,
      });
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const { api } = server.client({ mode: 'token' });
    const before = (await server.outbox()).length;
    const { message } = await unwrap(
      api.POST('/forgot-password', { body: { email: 'nobody@demo.test' } }),
    );
    expect(message).toBe(
      'Si un compte existe pour cette adresse, un lien de réinitialisation vient d’être envoyé.',
    );
    expect((await server.outbox()).length).toBe(before);
  });

  it('resets with the emailed token once, signs out other sessions, and the new password works', async () => {
    const user = await createUser(server.services);
    const elsewhere = server.client({ mode: 'token' }).api;
    await elsewhere.signIn({ email: user.email, password: PASSWORD });

    const { api } = server.client({ mode: 'token' });
    await unwrap(api.POST('/forgot-password', { body: { email: user.email } }));
    const link = await lastLink(user.email, 'reset-password');
    const token = /reset-password\/([^?]+)/.exec(link)?.[1] ?? '';
    expect(link).toContain(`email=${encodeURIComponent(user.email)}`);

    const reset = {
      email: user.email,
      password: 'Nouveau2026',
      password_confirmation: 'Nouveau2026',
    };
    const { message } = await unwrap(
      api.POST('/reset-password', { params: { query: { token } }, body: reset }),
    );
    expect(message).toBe('Votre mot de passe a été réinitialisé.');

    await expect(unwrap(elsewhere.GET('/account'))).rejects.toMatchObject({ status: 401 });
    await expect(api.signIn({ email: user.email, password: PASSWORD })).rejects.toMatchObject({
      status: 422,
    });
    await api.signIn({ email: user.email, password: 'Nouveau2026' });

    const reused = await unwrap(
      api.POST('/reset-password', { params: { query: { token } }, body: reset }),
    ).catch((e: unknown) => e);
    expect(reused).toMatchObject({
      status: 422,
      fieldErrors: { email: 'Ce lien de réinitialisation est invalide ou expiré.' },
    });
  });

  it('refuses an expired token, another address, and a weak password', async () => {
    const user = await createUser(server.services);
    const { api } = server.client({ mode: 'token' });
    await unwrap(api.POST('/forgot-password', { body: { email: user.email } }));
    const token =
      /reset-password\/([^?]+)/.exec(await lastLink(user.email, 'reset-password'))?.[1] ?? '';
    const good = {
      email: user.email,
      password: 'Nouveau2026',
      password_confirmation: 'Nouveau2026',
    };

    const weak = await unwrap(
      api.POST('/reset-password', {
        params: { query: { token } },
        body: { ...good, password: 'faible', password_confirmation: 'faible' },
      }),
    ).catch((e: unknown) => e);
    expect(weak).toMatchObject({ status: 422 });
    const other = await unwrap(
      api.POST('/reset-password', {
        params: { query: { token } },
        body: { ...good, email: 'someone@demo.test' },
      }),
    ).catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 422 });
    server.services.now = () => new Date(Date.now() + 61 * 60_000);
    const late = await unwrap(
      api.POST('/reset-password', { params: { query: { token } }, body: good }),
    ).catch((e: unknown) => e);
    expect(late).toMatchObject({ status: 422 });
  });
});
