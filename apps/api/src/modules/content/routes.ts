import type { Hono } from 'hono';
import { termsFor } from '../../data/content';
import { countriesFor } from '../../data/countries';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { acceptTerms } from './service';

export function registerContentRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/api/content/countries', (c) =>
    c.json({ data: countriesFor(c.get('locale')) }, 200),
  );

  route(app, 'get', '/api/content/terms', (c) => c.json({ data: termsFor(c.get('locale')) }, 200));

  // Both calls of the documents set accepted_terms_date: the onboarding one and the new-terms modal's.
  const accept = async (c: Parameters<Parameters<typeof route>[3]>[0]) => {
    await acceptTerms(c.get('services'), requireUserId(c));
    return c.body(null, 204);
  };
  route(app, 'post', '/onboarding/accept-terms', accept);
  route(app, 'patch', '/api/content/terms/accept', accept);
}
