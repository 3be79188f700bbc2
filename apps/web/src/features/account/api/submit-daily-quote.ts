import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type DailyQuoteInput = components['schemas']['DailyQuoteSubmission'];

/** `POST member/daily-quotes`: a quote proposed for the footer (a public profile only, else 403). */
export async function submitDailyQuote(quote: DailyQuoteInput): Promise<void> {
  await unwrap(api().POST('/member/daily-quotes', { body: quote }));
}
