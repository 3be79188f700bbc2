import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireMember } from './access';
import { presentBlocks } from './presenter';
import { blockMember, listBlocks, reportMember, unblock } from './service';

/** Blocking and reporting members. */
export function registerMemberBlockRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/member-blocks', async (c) => {
    const viewer = await requireMember(c);
    const rows = await listBlocks(c.get('services'), viewer);
    return c.json({ data: presentBlocks(rows) }, 200);
  });

  route(app, 'post', '/member-blocks', async (c, { body }) => {
    const viewer = await requireMember(c);
    const created = await blockMember(c.get('services'), viewer, body.blocked_member_id);
    return c.json({ member_block: { id: created.id } }, 201);
  });

  route(app, 'delete', '/member-blocks/{pivotId}', async (c, { params }) => {
    const blockId = idParam(params.pivotId);
    const viewer = await requireMember(c);
    await unblock(c.get('services'), viewer, blockId);
    return c.body(null, 204);
  });

  route(app, 'post', '/member-reports', async (c, { body }) => {
    const viewer = await requireMember(c);
    await reportMember(c.get('services'), viewer, {
      memberId: body.member_id,
      reasonCode: body.reason_code,
      note: body.note,
    });
    return c.body(null, 204);
  });
}
