/**
 * The daily quote as the contract serves it (spec 02, section 3) and who it is shown from: the member's
 * first name when `author_type` is `member`, the author's name when it is `known`, otherwise an unknown
 * author.
 */

export type DailyQuoteAuthorType = 'known' | 'unknown' | 'member';

export interface DailyQuoteMember {
  id: number;
  user?: { first_name?: string | null | undefined } | null | undefined;
}

export interface DailyQuoteData {
  text: string;
  author?: string | null | undefined;
  author_type: DailyQuoteAuthorType;
  /** The member who wrote it when `author_type` is `member`. */
  member?: DailyQuoteMember | null | undefined;
}

export type DailyQuoteAuthor =
  | { kind: 'member'; name: string; memberId: number }
  | { kind: 'known'; name: string }
  | { kind: 'unknown' };

/**
 * Who the quote is from. A member quote without a first name (a deleted member), or a known author without a
 * name, falls back to an unknown author.
 */
export function dailyQuoteAuthor(quote: DailyQuoteData): DailyQuoteAuthor {
  if (quote.author_type === 'member') {
    const name = quote.member?.user?.first_name?.trim();
    if (quote.member && name) return { kind: 'member', name, memberId: quote.member.id };
    return { kind: 'unknown' };
  }
  if (quote.author_type === 'known') {
    const name = quote.author?.trim();
    if (name) return { kind: 'known', name };
  }
  return { kind: 'unknown' };
}
