import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import type { Schemas } from '../../http/types';
import { createClaim, listClaims, presentClaim } from './claims';
import { balanceOf, statsOf } from './earnings';
import { presentBalance, presentReferral, presentStats } from './presenter';
import { referralsOf, requireAmbassador, sendReferralMail, updateAmbassador } from './service';

/** Most claims listed at once, whatever `limit` asks. */
const MAX_CLAIMS_LISTED = 1_000;

export function registerAmbassadorRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account/ambassador/stats', async (c) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    const stats = await statsOf(services.db, ambassador.id);
    const balance = await balanceOf(services.db, ambassador.id);
    return c.json({ data: presentStats(stats, balance) }, 200);
  });

  route(app, 'get', '/account/ambassador/balance', async (c) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    const balance = await balanceOf(services.db, ambassador.id);
    return c.json({ data: presentBalance(balance) }, 200);
  });

  route(app, 'get', '/account/ambassador/balance-claims', async (c, { query }) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    const rows = await listClaims(services.db, ambassador.id, {
      status: query.filter?.status,
      limit: query.limit === undefined ? undefined : Math.min(query.limit, MAX_CLAIMS_LISTED),
    });
    const data: Schemas['BalanceClaim'][] = [];
    for (const row of rows) data.push(await presentClaim(services, row));
    return c.json({ data }, 200);
  });

  route(app, 'post', '/account/ambassador/balance-claims', async (c, { body }) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    await createClaim(services, ambassador, body, c.get('locale'));
    return c.body(null, 204);
  });

  route(app, 'get', '/account/ambassador/referrals', async (c) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    const rows = await referralsOf(services, ambassador.id);
    return c.json({ data: rows.map(presentReferral) }, 200);
  });

  route(app, 'patch', '/account/ambassador', async (c, { body }) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    await updateAmbassador(services, ambassador, body);
    return c.body(null, 204);
  });

  route(app, 'post', '/account/ambassador/referral-mail', async (c, { body }) => {
    const services = c.get('services');
    const ambassador = await requireAmbassador(services, requireUserId(c));
    await sendReferralMail(services, ambassador, {
      emails: body.emails,
      subject: body.subject,
      message: body.message,
      locale: c.get('locale'),
    });
    return c.body(null, 204);
  });
}
