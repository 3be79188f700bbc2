import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { isValidKey } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { ambassadors, balanceClaims, referralRewards, uploads, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, type Locale, type Message } from '../../i18n/messages';
import {
  MAX_BYTES,
  extensionFor,
  familyOf,
  markAttached,
  megabytes,
  signedFileUrl,
  settleUpload,
  storageOf,
} from '../media/uploads';
import { ModerationError } from '../moderation/service';
import { formatMoney } from '../payments/invoices';
import { toDollars } from '../payments/pricing';
import { MIN_CLAIM_CENTS, balanceOf, requiresNas } from './earnings';
import { renderStatementPdf, type ClaimRow } from './statement';

type AmbassadorRow = typeof ambassadors.$inferSelect;

/** Where an approved claim's statement is stored. */
export const statementKey = (claim: Pick<ClaimRow, 'id' | 'ambassadorId'>) =>
  `claims/${claim.ambassadorId}/statement-${claim.id}.pdf`;

/** Dollars as sent by the client to cents; null when it has fractions of a cent. */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/**
 * The caller's uploaded invoice (`POST /vapor/signed-storage-url`, then PUT): a key they own (else 403),
 * stored, not used yet, whose bytes are a PDF or a Word (.docx) document within 20 MB.
 */
async function usableInvoice(
  services: Services,
  userId: number,
  key: string,
  locale: Locale,
): Promise<{ upload: typeof uploads.$inferSelect; bytes: Uint8Array }> {
  const refuse = (text: Message) => new ValidationError({ invoice: [text] });
  const [found] =
    key.startsWith('tmp/') && isValidKey(key)
      ? await services.db.select().from(uploads).where(eq(uploads.key, key))
      : [];
  if (!found) throw refuse(message('media.upload_unknown'));
  if (found.userId !== userId) throw new HttpError(403, message('auth.forbidden'));
  if (found.attachedAt) throw refuse(message('media.upload_used'));
  // Object storage: the bytes went straight to the bucket; they are checked on this first use.
  const upload = await settleUpload(services, found, { field: 'invoice', locale });
  if (!upload.storedAt || !upload.contentType) throw refuse(message('media.upload_pending'));
  if (familyOf(upload.contentType) !== 'document')
    throw refuse(message('ambassadors.invoice_type'));
  if ((upload.size ?? 0) > MAX_BYTES.document)
    throw refuse(
      message('media.file_too_large', {
        max: (language) => megabytes(language, MAX_BYTES.document),
      }),
    );
  const bytes = await storageOf(services).get(key);
  if (!bytes) throw refuse(message('media.upload_unknown'));
  return { upload, bytes };
}

export interface ClaimInput {
  email: string;
  amount: number;
  invoice?: string | null | undefined;
}

/**
 * `POST account/ambassador/balance-claims`: at least $50 and at most the balance, one pending claim at
 * a time, an invoice when the ambassador has taxes (both GST and PST on file), a SIN on file when one is
 * required (more than $500 earned this calendar year). The invoice is copied under the ambassador's own
 * key; the claim is pending until the admin command approves it.
 */
export async function createClaim(
  services: Services,
  ambassador: AmbassadorRow,
  input: ClaimInput,
  locale: Locale,
): Promise<ClaimRow> {
  const now = services.now();
  const cents = toCents(input.amount);
  if (cents === null) throw new ValidationError({ amount: [message('ambassadors.amount_cents')] });
  const hasTaxes = Boolean(ambassador.gst?.trim() && ambassador.pst?.trim());
  const invoiceKey = input.invoice?.trim() ?? '';
  if (hasTaxes && invoiceKey === '')
    throw new ValidationError({ invoice: [message('ambassadors.invoice_required')] });
  if (!ambassador.nasEncrypted && (await requiresNas(services.db, ambassador, now)))
    throw new ValidationError({ nas: [message('ambassadors.nas_required')] });

  const invoice =
    invoiceKey === '' ? null : await usableInvoice(services, ambassador.userId, invoiceKey, locale);
  const storage = storageOf(services);
  const storedKey = invoice
    ? `claims/${ambassador.id}/invoice-${randomUUID()}.${extensionFor(invoice.upload.contentType ?? '')}`
    : null;
  if (invoice && storedKey) await storage.put(storedKey, invoice.bytes);
  try {
    const claim = await services.db.transaction(async (tx) => {
      // One claim at a time per ambassador: concurrent calls wait here.
      await tx
        .select({ id: ambassadors.id })
        .from(ambassadors)
        .where(eq(ambassadors.id, ambassador.id))
        .for('update');
      const [pending] = await tx
        .select({ id: balanceClaims.id })
        .from(balanceClaims)
        .where(
          and(eq(balanceClaims.ambassadorId, ambassador.id), eq(balanceClaims.status, 'pending')),
        )
        .limit(1);
      if (pending) throw new ValidationError({ amount: [message('ambassadors.claim_pending')] });
      const balance = await balanceOf(tx, ambassador.id);
      if (cents > balance.balanceCents || balance.balanceCents < MIN_CLAIM_CENTS)
        throw new ValidationError({
          amount: [
            message('ambassadors.amount_over_balance', {
              balance: (language) => formatMoney(balance.balanceCents, language),
            }),
          ],
        });
      if (invoice && !(await markAttached(tx, invoice.upload.id, now)))
        throw new ValidationError({ invoice: [message('media.upload_used')] });
      const [row] = await tx
        .insert(balanceClaims)
        .values({
          ambassadorId: ambassador.id,
          email: input.email.trim(),
          amountCents: cents,
          invoiceKey: storedKey,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The claim was not recorded');
      return row;
    });
    if (invoice) await storage.delete(invoice.upload.key);
    return claim;
  } catch (error) {
    if (storedKey) await storage.delete(storedKey);
    throw error;
  }
}

/** Renders and stores an approved claim's statement once; returns its key. */
export async function storeStatement(services: Services, claim: ClaimRow): Promise<string> {
  const key = statementKey(claim);
  const storage = storageOf(services);
  if (await storage.exists(key)) return key;
  const [owner] = await services.db
    .select({
      code: ambassadors.code,
      gst: ambassadors.gst,
      pst: ambassadors.pst,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(eq(ambassadors.id, claim.ambassadorId));
  if (!owner) throw new Error(`No ambassador ${claim.ambassadorId}`);
  const rewards = await services.db
    .select({ amountCents: referralRewards.amountCents, createdAt: referralRewards.createdAt })
    .from(referralRewards)
    .where(eq(referralRewards.balanceClaimId, claim.id))
    .orderBy(asc(referralRewards.createdAt), asc(referralRewards.id));
  const locale: Locale = owner.locale === 'en' ? 'en' : 'fr';
  await storage.put(key, await renderStatementPdf(claim, owner, rewards, locale));
  return key;
}

async function pdfUrl(services: Services, claim: ClaimRow): Promise<string | null> {
  if (claim.status === 'approved') {
    try {
      return signedFileUrl(services, await storeStatement(services, claim));
    } catch (error) {
      console.error('claim statement failure', { claimId: claim.id, error });
      return null;
    }
  }
  return claim.invoiceKey ? signedFileUrl(services, claim.invoiceKey) : null;
}

export async function presentClaim(
  services: Services,
  claim: ClaimRow,
): Promise<Schemas['BalanceClaim']> {
  return {
    id: claim.id,
    amount: toDollars(claim.amountCents),
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
    status: claim.status as Schemas['BalanceClaimStatus'],
    pdf_url: await pdfUrl(services, claim),
  };
}

export async function listClaims(
  db: Database,
  ambassadorId: number,
  options: { status?: 'pending' | 'approved' | undefined; limit?: number | undefined },
): Promise<ClaimRow[]> {
  const query = db
    .select()
    .from(balanceClaims)
    .where(
      options.status
        ? and(
            eq(balanceClaims.ambassadorId, ambassadorId),
            eq(balanceClaims.status, options.status),
          )
        : eq(balanceClaims.ambassadorId, ambassadorId),
    )
    .orderBy(desc(balanceClaims.createdAt), desc(balanceClaims.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/**
 * The admin command's `claims:approve`: the claim becomes approved (paid) and the oldest unclaimed
 * rewards it pays for are marked claimed (`claimed_at`, `balance_claim_id`) as long as the approved
 * amounts cover them; then its statement is stored.
 */
export async function approveClaim(services: Services, claimId: number): Promise<ClaimRow> {
  const now = services.now();
  const approved = await services.db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(balanceClaims)
      .where(eq(balanceClaims.id, claimId))
      .for('update');
    if (!claim) throw new ModerationError(`No claim ${claimId}`);
    if (claim.status !== 'pending')
      throw new ModerationError(`Claim ${claimId} is already ${claim.status}`);
    const [row] = await tx
      .update(balanceClaims)
      .set({ status: 'approved', approvedAt: now, updatedAt: now })
      .where(eq(balanceClaims.id, claimId))
      .returning();
    if (!row) throw new ModerationError(`No claim ${claimId}`);
    const { paidCents } = await balanceOf(tx, claim.ambassadorId);
    const [claimed] = await tx
      .select({ total: sql<number>`coalesce(sum(${referralRewards.amountCents}), 0)::int` })
      .from(referralRewards)
      .where(
        and(
          eq(referralRewards.ambassadorId, claim.ambassadorId),
          sql`${referralRewards.balanceClaimId} is not null`,
        ),
      );
    let covered = claimed?.total ?? 0;
    const unclaimed = await tx
      .select({ id: referralRewards.id, amountCents: referralRewards.amountCents })
      .from(referralRewards)
      .where(
        and(
          eq(referralRewards.ambassadorId, claim.ambassadorId),
          isNull(referralRewards.balanceClaimId),
        ),
      )
      .orderBy(asc(referralRewards.createdAt), asc(referralRewards.id));
    for (const reward of unclaimed) {
      if (covered + reward.amountCents > paidCents) break;
      covered += reward.amountCents;
      await tx
        .update(referralRewards)
        .set({ balanceClaimId: claimId, claimedAt: now, updatedAt: now })
        .where(eq(referralRewards.id, reward.id));
    }
    return row;
  });
  try {
    await storeStatement(services, approved);
  } catch (error) {
    // The approval stands; the list makes the statement when it is missing.
    console.error('claim statement failure', { claimId, error });
  }
  return approved;
}

/** The admin command's `claims:list`: claims with their ambassador's code, newest first. */
export async function listAllClaims(
  db: Database,
  status?: 'pending' | 'approved',
): Promise<(ClaimRow & { code: string })[]> {
  const rows = await db
    .select({ claim: balanceClaims, code: ambassadors.code })
    .from(balanceClaims)
    .innerJoin(ambassadors, eq(ambassadors.id, balanceClaims.ambassadorId))
    .where(status ? eq(balanceClaims.status, status) : undefined)
    .orderBy(desc(balanceClaims.createdAt), desc(balanceClaims.id));
  return rows.map((row) => ({ ...row.claim, code: row.code }));
}
