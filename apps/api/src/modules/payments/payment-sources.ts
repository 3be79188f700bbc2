import { and, desc, eq } from 'drizzle-orm';
import { CardError, type CardForm } from '../../adapters/payments/gateway';
import { cardFormErrors } from '../../adapters/payments/test-gateway';
import { paymentSources } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import { message, type Message } from '../../i18n/messages';
import { paymentAdapters } from './adapters';

/** Saved cards: only what the gateway returns is kept (token, brand, last four, expiry). */

export type PaymentSourceRow = typeof paymentSources.$inferSelect;

/** A payment that did not go through: 400 `PAYMENT_FAILED` with the reason. */
export function paymentFailed(text: Message): DomainError {
  return new DomainError(400, 'PAYMENT_FAILED', text);
}

/** The user's cards, the one saved last first. */
export function listPaymentSources(
  services: Services,
  userId: number,
): Promise<PaymentSourceRow[]> {
  return services.db
    .select()
    .from(paymentSources)
    .where(eq(paymentSources.userId, userId))
    .orderBy(desc(paymentSources.id));
}

/** The card a payment charges: the one saved last, if any. */
export async function latestPaymentSource(
  services: Services,
  userId: number,
): Promise<PaymentSourceRow | undefined> {
  const [source] = await services.db
    .select()
    .from(paymentSources)
    .where(eq(paymentSources.userId, userId))
    .orderBy(desc(paymentSources.id))
    .limit(1);
  return source;
}

/** Tokenizes a card with the gateway and saves what it returns; every field's problem at once. */
export async function addPaymentSource(
  services: Services,
  userId: number,
  card: CardForm,
): Promise<PaymentSourceRow> {
  // Every field's problem at once (the gateway would stop at the first); never the number itself.
  const problems = cardFormErrors(card, services.now());
  if (problems.length > 0) {
    throw new ValidationError(
      Object.fromEntries(problems.map((p) => [p.field, [message(`payments.card.${p.code}`)]])),
    );
  }
  let token;
  try {
    token = await paymentAdapters(services).gateway.tokenize(card);
  } catch (error) {
    if (error instanceof CardError) {
      throw new ValidationError({ [error.field]: [message(`payments.card.${error.code}`)] });
    }
    console.error('payment gateway failure', error);
    throw paymentFailed(message('payments.card.processing_error'));
  }
  const [row] = await services.db
    .insert(paymentSources)
    .values({
      userId,
      gatewayToken: token.token,
      brand: token.brand,
      last4: token.last4,
      expiryMonth: token.expiryMonth,
      expiryYear: token.expiryYear,
    })
    .returning();
  if (!row) throw new Error('The payment source was not saved.');
  return row;
}

/** Removes one of the user's cards (another member's card answers 404, as if it did not exist). */
export async function removePaymentSource(
  services: Services,
  userId: number,
  id: number,
): Promise<void> {
  const [deleted] = await services.db
    .delete(paymentSources)
    .where(and(eq(paymentSources.id, id), eq(paymentSources.userId, userId)))
    .returning();
  if (!deleted) throw new HttpError(404, message('http.not_found'));
  await paymentAdapters(services).gateway.detach(deleted.gatewayToken);
}
