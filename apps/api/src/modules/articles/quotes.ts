import { and, asc, eq } from 'drizzle-orm';
import { dailyQuoteFor, dayNumber, type ContentLocale } from '../../data/content';
import type { Database } from '../../db/client';
import { dailyQuotes, members, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message, type Message } from '../../i18n/messages';
import type { MemberRow } from '../members/access';

/**
 * The quote of the day, from the `daily_quotes` table: the published quotes of the language, in the order
 * they were added, one per calendar day in eastern time (the same all day for everyone, the next one the
 * following day, cycling). Until any quote is published for a language (a fresh database without the
 * demo world), the bundled editorial list of `data/content.ts` serves, picked the same way.
 */
export async function quoteOfTheDay(
  db: Database,
  locale: ContentLocale,
  now: Date,
  /** Whether the reader may open the member author's profile (their `can.view`). */
  canView: (memberId: number) => Promise<boolean> = () => Promise.resolve(false),
): Promise<Schemas['DailyQuote']> {
  const published = await db
    .select({
      quote: dailyQuotes,
      memberId: members.id,
      firstName: users.firstName,
      userId: users.id,
    })
    .from(dailyQuotes)
    .leftJoin(members, eq(members.id, dailyQuotes.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(dailyQuotes.locale, locale), eq(dailyQuotes.status, 'published')))
    .orderBy(asc(dailyQuotes.id));
  if (published.length === 0) return dailyQuoteFor(now, locale);
  const count = published.length;
  const row = published[((dayNumber(now) % count) + count) % count];
  if (!row) return dailyQuoteFor(now, locale);
  const { quote } = row;
  const byMember =
    quote.authorType === 'member' && row.memberId !== null && row.userId !== null
      ? {
          id: row.memberId,
          user: { id: row.userId, first_name: row.firstName ?? '', country: null },
          can: { view: await canView(row.memberId) },
        }
      : null;
  return {
    text: quote.text,
    author: quote.authorType === 'known' ? quote.author : null,
    author_type: byMember ? 'member' : quote.authorType === 'known' ? 'known' : 'unknown',
    member: byMember,
  };
}

/**
 * A member's proposal, kept pending until it is reviewed: only from a public profile. `member` is the
 * proposer as `requireMember` let them through (onboarding completed, account not blocked, spec §6).
 */
export async function proposeQuote(
  services: Services,
  options: {
    member: MemberRow;
    locale: ContentLocale;
    text: string;
    author: string | null | undefined;
    authorType: 'known' | 'unknown' | 'member' | undefined;
  },
): Promise<void> {
  const { db, now } = services;
  const { member } = options;
  if (member.visibility !== 'public') throw new HttpError(403, message('quotes.public_only'));
  const text = options.text.trim();
  const authorType = options.authorType ?? 'unknown';
  const author = authorType === 'known' ? (options.author ?? '').trim() : '';
  const errors: Record<string, Message[]> = {};
  if (text === '') errors.text = [message('validation.required', { attribute: attribute('text') })];
  if (authorType === 'known' && author === '') errors.author = [message('quotes.author_required')];
  else if (author.length > 100)
    errors.author = [
      message('validation.max.string', { attribute: attribute('author'), max: 100 }),
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await db.insert(dailyQuotes).values({
    locale: options.locale,
    text,
    author: author === '' ? null : author,
    authorType,
    memberId: member.id,
    status: 'pending',
    createdAt: now(),
    updatedAt: now(),
  });
}
