import type { AddressInfo } from 'node:net';
import { unwrap } from '@app/client';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { startTestApi, type TestApi } from './support/api';
import { createUser } from './support/factories';
import { eventually } from './support/realtime';

/**
 * MAIL_DRIVER=smtp against a local SMTP server (smtp-server from npm, with a login), each message read
 * back with mailparser: what a member's mailbox would receive.
 */
let smtp: SMTPServer;
let server: TestApi;
const received: ParsedMail[] = [];
const logins: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        logins.push(auth.username);
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: unknown) => {
          callback(error as Error);
        });
    },
  });
  await new Promise<void>((resolve) => {
    smtp.listen(0, '127.0.0.1', resolve);
  });
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestApi({
    configure(config) {
      config.mail = readConfig({
        MAIL_DRIVER: 'smtp',
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
        MAIL_FROM: 'Rencontres <bonjour@demo.test>',
      }).mail;
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => {
    smtp.close(resolve);
  });
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const addressOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((to) => to.value)
    .map((value) => value.address);

const mailTo = (to: string) =>
  eventually(() => {
    const mail = received.find((candidate) => addressOf(candidate).includes(to));
    expect(mail).toBeDefined();
    return mail as ParsedMail;
  });

describe('mail over SMTP', () => {
  it('sends the verification as French text and HTML, and its link verifies the address', async () => {
    const { api } = server.client();
    const body = {
      email: 'smtp-1@demo.test',
      first_name: 'Élodie',
      last_name: 'Tremblay',
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg1',
      locale: 'fr' as const,
    };
    expect((await api.POST('/onboarding/user', { body })).response.status).toBe(201);
    const mail = await mailTo(body.email);
    expect(logins).toContain('mailer');
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.from?.text).toBe('"Rencontres" <bonjour@demo.test>');
    expect(mail.headers.get('content-language')).toBe('fr');
    expect(mail.text).toContain('Bonjour Élodie');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link).toContain('/email/verify/');
    // The HTML part: the same words, in French, the link clickable.
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Bonjour Élodie');
    expect(html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
    // Nothing went to the embedded outbox.
    expect(await server.outbox()).toEqual([]);

    // The link received over SMTP verifies the address.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      `${server.services.config.publicWebUrl}/?verified=1`,
    );
    await api.signIn({ email: body.email, password: body.password });
    const { data } = await unwrap(api.GET('/account'));
    expect(data.email_verified_at).not.toBeNull();
  });

  it('writes to an English-speaking member in English (the reset link)', async () => {
    const user = await createUser(server.services, {
      email: 'smtp-2@demo.test',
      firstName: 'Emma',
      locale: 'en',
    });
    const { api } = server.client({ locale: 'fr' });
    const answer = await api.POST('/forgot-password', { body: { email: user.email } });
    expect(answer.response.status).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.text).toContain('Hello Emma');
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/reset-password\/[^"]+"/);
  });
});
