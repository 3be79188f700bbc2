/**
 * Every operation the contract marks secured answers 401 to a caller without credentials, before
 * anything of its request is read, in the caller's language; and the operations open to anyone are
 * exactly the ones listed here, so a route published without its `security` fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../src/http/contract';
import { translate } from '../src/i18n/messages';
import { startTestApi, type TestApi } from './support/api';

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations anyone may call: signing in and up, the public pages and what they read. */
const PUBLIC_OPERATIONS = [
  // Signing in and up, and getting back in.
  'get /sanctum/csrf-cookie',
  'post /api/app/login',
  'post /api/app/token',
  'post /onboarding/user',
  'post /onboarding/user/apple',
  'post /onboarding/user/facebook',
  'post /onboarding/user/google',
  'post /forgot-password',
  'post /reset-password',
  // Links opened from an e-mail, each checked by its own signature.
  'get /email/verify/{id}/{hash}',
  'get /notifications/unsubscribe/{id}/{inbox}',
  // Stored files, each URL signed and expiring.
  'get /storage/files/{key}',
  'put /storage/uploads/{key}',
  // What the public pages show: the share page, an ambassador's referral link, the legal texts.
  'get /share/member/{id}',
  'post /referral',
  'get /api/content/countries',
  'get /api/content/daily-quote',
  'get /api/content/places',
  'get /api/content/terms',
];

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});

function allOperations(): { method: Method; template: string }[] {
  const paths = server.services.contract.document.paths;
  return Object.entries(paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({ method, template })),
  );
}

describe('secured operations', () => {
  it('lists as public only the operations meant for anyone', () => {
    const open = allOperations()
      .filter(({ method, template }) => !server.services.contract.requiresUser(method, template))
      .map(({ method, template }) => `${method} ${template}`)
      .sort();
    expect(open).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('answers 401 without credentials to every secured operation, whatever its body, in fr and en', async () => {
    const secured = allOperations().filter(({ method, template }) =>
      server.services.contract.requiresUser(method, template),
    );
    expect(secured.length).toBeGreaterThan(60);
    const answers: string[] = [];
    for (const [index, { method, template }] of secured.entries()) {
      const locale = index % 2 === 0 ? 'fr' : 'en';
      const path = template.replace(/\{[^}]+\}/g, '1');
      const hasBody = method !== 'get' && method !== 'delete';
      const response = await fetch(`${server.url}${path}`, {
        method: method.toUpperCase(),
        headers: {
          Accept: 'application/json',
          'Accept-Language': locale,
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        },
        // Not even JSON: the 401 comes before the body is read.
        ...(hasBody ? { body: '{not json' } : {}),
      });
      const body = (await response.json()) as { message?: string };
      if (response.status !== 401 || body.message !== translate(locale, 'auth.unauthenticated'))
        answers.push(`${method.toUpperCase()} ${template}: ${response.status} ${body.message}`);
    }
    expect(answers).toEqual([]);
  });
});
