import { expect, test } from '@playwright/test';
import { urls } from '../playwright.config';
import { acceptTerms, newPerson, register } from './support/journey';
import { texts } from './support/texts';

const t = texts.fr;
/** The same app by another host name: the app's own origin carries the API, so cookies follow. */
const byAddress = urls.web.replace('localhost', '127.0.0.1');

test.use({ locale: 'fr-CA', baseURL: byAddress });

test('at 127.0.0.1 a new user registers, is signed in and reaches the terms, then the wizard', async ({
  page,
}, testInfo) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') apiCalls.push(new URL(request.url()).origin);
  });
  await register(page, t, newPerson('origin'), testInfo);
  await acceptTerms(page, t, testInfo);
  // Every call went to the page's own origin.
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(new Set(apiCalls)).toEqual(new Set([byAddress]));
});
