import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { unwrap } from '@app/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { memberMedia, members, pictures, users } from '../src/db/schema';
import {
  approveIdentity,
  autoApprovePictures,
  enforceGalleryDeadline,
  GALLERY_GRACE_HOURS,
  INCOMPLETE_GALLERY,
  reviewPicture,
  setBlocked,
  setSuspended,
} from '../src/modules/moderation/service';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});

async function memberOf(userId: number) {
  const [member] = await server.services.db
    .select()
    .from(members)
    .where(eq(members.userId, userId));
  if (!member) throw new Error('no member');
  return member;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('moderation', () => {
  it('approves and refuses pictures', async () => {
    const user = await createUser(server.services);
    const member = await memberOf(user.id);
    const [picture] = await server.services.db
      .insert(pictures)
      .values({ memberId: member.id, key: 'pictures/x.jpg', position: 0 })
      .returning();
    await reviewPicture(server.services, picture?.id ?? 0, 'portrait');
    const [after] = await server.services.db
      .select()
      .from(pictures)
      .where(eq(pictures.id, picture?.id ?? 0));
    expect(after).toMatchObject({ status: 'portrait' });
    expect(after?.reviewedAt).not.toBeNull();
    await reviewPicture(server.services, picture?.id ?? 0, 'refused');
    await expect(reviewPicture(server.services, 999_999, 'validated')).rejects.toThrow(
      /No picture/,
    );
  });

  it('approves an identity by hand, suspends, unsuspends, blocks — and the member sees it', async () => {
    const user = await createUser(server.services, { authenticationFlag: 'warning' });
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: user.email, password: PASSWORD });
    await approveIdentity(server.services, user.id);
    await setSuspended(server.services, user.id, true, 'admin');
    let { data } = await unwrap(api.GET('/account'));
    expect(data).toMatchObject({
      authentication_flag: 'success',
      member: { suspended: true, suspended_reason: 'admin' },
    });
    await setSuspended(server.services, user.id, false);
    await setBlocked(server.services, user.id, true);
    ({ data } = await unwrap(api.GET('/account')));
    expect(data).toMatchObject({
      blocked: true,
      member: { suspended: false, suspended_reason: null },
    });
  });

  it(`suspends a gallery refused or incomplete for ${GALLERY_GRACE_HOURS} hours, not before, and restores it once complete`, async () => {
    const late = await memberOf((await createUser(server.services)).id);
    const early = await memberOf((await createUser(server.services)).id);
    await server.services.db.insert(memberMedia).values([
      { memberId: late.id, galleryIncompleteSince: hoursAgo(GALLERY_GRACE_HOURS + 0.1) },
      { memberId: early.id, galleryIncompleteSince: hoursAgo(GALLERY_GRACE_HOURS - 0.1) },
    ]);
    const first = await enforceGalleryDeadline(server.services);
    expect(first.suspended).toContain(late.id);
    expect(first.suspended).not.toContain(early.id);
    expect(await memberOf(late.userId)).toMatchObject({
      suspended: true,
      suspendedReason: INCOMPLETE_GALLERY,
    });
    // Running again changes nothing.
    expect((await enforceGalleryDeadline(server.services)).suspended).not.toContain(late.id);
    await server.services.db
      .update(memberMedia)
      .set({ galleryIncompleteSince: null })
      .where(eq(memberMedia.memberId, late.id));
    expect((await enforceGalleryDeadline(server.services)).restored).toContain(late.id);
    expect(await memberOf(late.userId)).toMatchObject({ suspended: false, suspendedReason: null });
  });

  it('auto-approves pictures pending longer than the development delay, the first as the portrait', async () => {
    const member = await memberOf((await createUser(server.services)).id);
    const old = new Date(Date.now() - 120_000);
    await server.services.db.insert(pictures).values([
      { memberId: member.id, key: 'a', position: 0, createdAt: old },
      { memberId: member.id, key: 'b', position: 1, createdAt: old },
      { memberId: member.id, key: 'c', position: 2 },
    ]);
    expect(await autoApprovePictures(server.services, 60)).toBeGreaterThanOrEqual(2);
    const rows = await server.services.db
      .select()
      .from(pictures)
      .where(eq(pictures.memberId, member.id))
      .orderBy(pictures.position);
    expect(rows.map((row) => row.status)).toEqual(['portrait', 'validated', 'pending']);
  });
});

describe('the admin command', () => {
  it('blocks a user in the data folder it is pointed at', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-'));
    const run = (...args: string[]) =>
      promisify(execFile)(
        join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules/.bin/tsx'),
        ['src/admin.ts', ...args],
        {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        },
      );
    // Start the folder from the migrated template rather than migrating a new database.
    const database = await openDatabase({
      dataDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    const [user] = await database.db
      .insert(users)
      .values({ email: 'cli@demo.test', firstName: 'Cli', lastName: 'Test' })
      .returning();
    await database.close();
    expect((await run('block', String(user?.id))).stdout).toContain('blocked');
    const reopened = await openDatabase({ dataDir });
    const [after] = await reopened.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? 0));
    await reopened.close();
    expect(after?.blocked).toBe(true);
    await expect(run('suspend', 'not-an-id')).rejects.toMatchObject({
      stderr: expect.stringContaining('Expected an id') as string,
    });
  });
});
