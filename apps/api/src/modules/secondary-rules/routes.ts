import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { memberIdOf } from '../answers/service';
import { checkRules, listRules, presentRule, replaceRules } from './rules';

/** The member's secondary-inbox rules (settings → secondary conversation rules). */
export function registerSecondaryRuleRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account/member/secondary-conversation-rules', async (c) => {
    const userId = requireUserId(c);
    const { db } = c.get('services');
    const memberId = await memberIdOf(db, userId, c.get('locale'));
    const rows = await listRules(db, memberId);
    return c.json({ data: rows.map(presentRule) }, 200);
  });

  route(app, 'post', '/account/member/secondary-conversation-rules/batch', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const memberId = await memberIdOf(services.db, userId, c.get('locale'));
    const rules = checkRules(body.secondary_conversation_rules);
    await replaceRules(services.db, memberId, rules, services.now());
    return c.body(null, 204);
  });
}
