export {
  DailyQuote,
  dailyQuoteAuthor,
  dailyQuoteVariants,
  type DailyQuoteAuthor,
  type DailyQuoteAuthorType,
  type DailyQuoteData,
  type DailyQuoteMember,
  type DailyQuoteMemberLinkProps,
  type DailyQuoteProps,
} from './daily-quote.tsx';
