import { cva, type VariantProps } from 'class-variance-authority';
import { Quote } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { dailyQuoteAuthor, type DailyQuoteData } from './daily-quote.ts';

export {
  dailyQuoteAuthor,
  type DailyQuoteAuthor,
  type DailyQuoteAuthorType,
  type DailyQuoteData,
  type DailyQuoteMember,
} from './daily-quote.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  text: { text: string };
  unknown: NoMessageValues;
}>({
  label: { id: 'ui.daily-quote.label', defaultMessage: 'Citation du jour' },
  text: { id: 'ui.daily-quote.text', defaultMessage: '« {text} »' },
  unknown: { id: 'ui.daily-quote.unknown', defaultMessage: 'Inconnu' },
});

export const dailyQuoteVariants = cva('flex min-w-0 flex-col gap-2 text-text', {
  variants: {
    variant: {
      plain: 'items-center text-center',
      card: 'rounded-xl border border-border bg-surface-raised p-5 shadow-sm',
    },
  },
  defaultVariants: { variant: 'plain' },
});

/** Props the app's link (a router link to the member's profile) receives. */
export interface DailyQuoteMemberLinkProps {
  'data-slot': 'daily-quote-member-link';
  className: string;
  children: ReactNode;
  /** The member to link to (/member/profile/{memberId}). */
  memberId: number;
}

export type DailyQuoteProps = Omit<ComponentProps<'figure'>, 'children'> &
  VariantProps<typeof dailyQuoteVariants> & {
    /** The quote of the day; nothing renders without one. */
    quote: DailyQuoteData | null | undefined;
    /** Renders the member author's name as a link to their profile (the app's router link). */
    renderMemberLink?: ((props: DailyQuoteMemberLinkProps) => ReactNode) | undefined;
    /** Overrides the 'Citation du jour' label. */
    label?: ReactNode;
    /** Overrides the unknown author's 'Inconnu'. */
    unknownLabel?: ReactNode;
  };

/**
 * The quote of the day in the member layout's footer: the text, then its author — the member's first name
 * (a link to their profile) for a member quote, the author's name for a known one, otherwise 'Inconnu'.
 */
export function DailyQuote({
  quote,
  renderMemberLink,
  label,
  unknownLabel,
  variant,
  className,
  ...props
}: DailyQuoteProps) {
  const intl = useIntl();
  const labelId = useId();
  if (!quote?.text) return null;
  const author = dailyQuoteAuthor(quote);

  let name: ReactNode;
  if (author.kind === 'member') {
    name = renderMemberLink ? (
      renderMemberLink({
        'data-slot': 'daily-quote-member-link',
        className:
          'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        children: author.name,
        memberId: author.memberId,
      })
    ) : (
      <span data-slot="daily-quote-member">{author.name}</span>
    );
  } else if (author.kind === 'known') {
    name = author.name;
  } else {
    name = unknownLabel ?? intl.formatMessage(messages.unknown);
  }

  return (
    <figure
      data-slot="daily-quote"
      data-author={author.kind}
      data-variant={variant ?? 'plain'}
      aria-labelledby={labelId}
      className={cn(dailyQuoteVariants({ variant }), className)}
      {...props}
    >
      <p
        id={labelId}
        data-slot="daily-quote-label"
        className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-text-muted uppercase"
      >
        <Quote aria-hidden="true" className="size-3.5 shrink-0" />
        {label ?? intl.formatMessage(messages.label)}
      </p>
      <blockquote
        data-slot="daily-quote-text"
        className="font-display text-lg leading-snug text-pretty italic"
      >
        <p>{intl.formatMessage(messages.text, { text: quote.text })}</p>
      </blockquote>
      {/* The dash before the author is decoration (CSS), the same in both languages. */}
      <figcaption
        data-slot="daily-quote-author"
        className="text-sm text-text-muted before:content-['—\00a0']"
      >
        {name}
      </figcaption>
    </figure>
  );
}
