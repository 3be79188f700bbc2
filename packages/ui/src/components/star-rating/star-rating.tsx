import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { MAX_RATING, RATING_SCORES, scoreForKey, shouldSendVote } from './star-rating.ts';

export {
  isRatingScore,
  MAX_RATING,
  MIN_RATING,
  RATING_SCORES,
  scoreForKey,
  shouldSendVote,
  type VoteCheck,
} from './star-rating.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  star: { score: number; max: number };
  sending: NoMessageValues;
}>({
  label: { id: 'ui.star-rating.label', defaultMessage: 'Votre note' },
  star: { id: 'ui.star-rating.star', defaultMessage: '{score, number} sur {max, number}' },
  sending: { id: 'ui.star-rating.sending', defaultMessage: 'Envoi de votre note…' },
});

export const starRatingVariants = cva('inline-flex items-center gap-2 text-text', {
  variants: {
    size: {
      sm: '[&_[data-slot=star-rating-star]]:size-9 [&_[data-slot=star-rating-star]_svg]:size-5',
      md: '[&_[data-slot=star-rating-star]]:size-11 [&_[data-slot=star-rating-star]_svg]:size-7',
    },
  },
  defaultVariants: { size: 'md' },
});

export type StarRatingProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> &
  VariantProps<typeof starRatingVariants> & {
    /** The member's current vote (`my_vote`, 1 to 5), or none. It is also the last score submitted. */
    value?: number | null | undefined;
    /** A vote is being sent: stars ignore new votes and the group is busy. */
    loading?: boolean | undefined;
    /** Called with the score to send: only when nothing is loading and it differs from the last sent. */
    onVote?: ((score: number) => void) | undefined;
    /** No vote possible (shows the value only). */
    disabled?: boolean | undefined;
    /** Overrides the group's name ('Votre note'); ignored with `aria-labelledby`. */
    label?: string | undefined;
    /** Overrides each star's name ('3 sur 5'). */
    getStarLabel?: ((score: number, max: number) => string) | undefined;
    /** Announced while loading ('Envoi de votre note…'). */
    loadingLabel?: ReactNode;
  };

/**
 * A 1–5 star rating with radio group semantics: each star is a radio named '3 sur 5', the arrows (and
 * Home/End) move the vote, Space or a click picks a star. It shows the member's current vote; a vote is
 * sent (`onVote`) only when none is loading and the score differs from the last one submitted.
 */
export function StarRating({
  value,
  loading = false,
  onVote,
  disabled = false,
  label,
  getStarLabel,
  loadingLabel,
  size,
  className,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: StarRatingProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<number | null>(value ?? null);
  const [lastSubmitted, setLastSubmitted] = useState<number | null>(value ?? null);
  const [previousValue, setPreviousValue] = useState(value);
  const [hovered, setHovered] = useState<number | null>(null);
  const starRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (value !== previousValue) {
    // A new `my_vote` from the app is what the member sees and the last score submitted.
    setPreviousValue(value);
    setSelected(value ?? null);
    setLastSubmitted(value ?? null);
  }

  const choose = (score: number): boolean => {
    if (disabled || !shouldSendVote({ score, loading, lastSubmitted })) return false;
    setSelected(score);
    setLastSubmitted(score);
    onVote?.(score);
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = scoreForKey(event.key, selected);
    if (next === null) return;
    event.preventDefault();
    if (choose(next)) starRefs.current[next - 1]?.focus();
  };

  const shown = loading || disabled ? selected : (hovered ?? selected);
  const starLabel = (score: number) =>
    getStarLabel
      ? getStarLabel(score, MAX_RATING)
      : intl.formatMessage(messages.star, { score, max: MAX_RATING });

  return (
    <div
      data-slot="star-rating"
      data-value={selected ?? undefined}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      className={cn(starRatingVariants({ size }), className)}
      {...props}
    >
      <div
        role="radiogroup"
        data-slot="star-rating-group"
        aria-label={ariaLabelledBy ? undefined : (label ?? intl.formatMessage(messages.label))}
        aria-labelledby={ariaLabelledBy}
        aria-busy={loading || undefined}
        aria-disabled={disabled || undefined}
        className="flex items-center transition-opacity duration-150 ease-gentle aria-busy:cursor-wait aria-busy:opacity-60"
      >
        {RATING_SCORES.map((score) => {
          const checked = selected === score;
          const filled = shown !== null && score <= shown;
          const focusTarget = selected === null ? score === 1 : checked;
          return (
            <button
              key={score}
              ref={(node) => {
                starRefs.current[score - 1] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={starLabel(score)}
              disabled={disabled}
              tabIndex={focusTarget ? 0 : -1}
              data-slot="star-rating-star"
              data-score={score}
              data-state={filled ? 'on' : 'off'}
              onClick={() => {
                choose(score);
              }}
              onKeyDown={handleKeyDown}
              onMouseEnter={() => {
                setHovered(score);
              }}
              onMouseLeave={() => {
                setHovered(null);
              }}
              className={cn(
                'flex items-center justify-center rounded-full transition-colors duration-150 ease-gentle',
                'text-border-strong data-[state=on]:text-accent',
                'focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus',
                'enabled:hover:bg-accent-soft disabled:cursor-not-allowed',
              )}
            >
              <Star
                aria-hidden="true"
                strokeWidth={1.75}
                className={filled ? 'fill-current' : 'fill-transparent'}
              />
            </button>
          );
        })}
      </div>
      <span role="status" data-slot="star-rating-status" className="sr-only">
        {loading ? (loadingLabel ?? intl.formatMessage(messages.sending)) : null}
      </span>
    </div>
  );
}
