import { desc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import type { Locale } from '../../i18n/messages';
import { signedFileUrl } from '../media/uploads';
import { orderDescription, storeInvoice, type OrderRow } from './invoices';
import { toDollars } from './pricing';

/**
 * The signed URL of a paid order's invoice, made now when it is missing (its generation failed at
 * payment time, or the order predates invoices). Null for an order that is not paid, or when the
 * invoice cannot be made (logged; the list still answers).
 */
async function invoiceUrl(services: Services, order: OrderRow): Promise<string | null> {
  if (order.status !== 'paid') return null;
  try {
    const key = await storeInvoice(services, order.id);
    return key === null ? null : signedFileUrl(services, key);
  } catch (error) {
    console.error('invoice generation failure', { orderId: order.id, error });
    return null;
  }
}

export async function presentOrder(
  services: Services,
  order: OrderRow,
  locale: Locale,
): Promise<Schemas['Order']> {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    pdf_url: await invoiceUrl(services, order),
    status: order.status,
    lines: [{ description: orderDescription(order, locale) }],
    total: toDollars(order.totalCents),
  };
}

/** The user's orders (past payments), newest first, each with its invoice. */
export async function listOrders(
  services: Services,
  userId: number,
  locale: Locale,
): Promise<Schemas['Order'][]> {
  const rows = await services.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const data: Schemas['Order'][] = [];
  // One after the other: a missing invoice is rendered on the way, and there are few orders.
  for (const row of rows) data.push(await presentOrder(services, row, locale));
  return data;
}
