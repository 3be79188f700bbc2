import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  TYPING_CHECK_INTERVAL_MS,
  TYPING_VISIBLE_MS,
  isTyping,
  type DateInput,
} from './typing-indicator.ts';

const messages = defineMessages<{ typing: { name: string } }>({
  typing: { id: 'ui.typing-indicator.typing', defaultMessage: '{name} est en train d’écrire…' },
});

/**
 * Whether a whisper came less than `visibleMs` ago, re-checked every 100 ms while it shows. A fixed `now`
 * stops the clock (tests, stories).
 */
export function useIsTyping(
  lastWhisperAt: DateInput | null | undefined,
  fixedNow?: DateInput,
  visibleMs: number = TYPING_VISIBLE_MS,
): boolean {
  const [liveNow, setLiveNow] = useState(() => Date.now());
  const now = fixedNow ?? liveNow;
  const typing = isTyping(lastWhisperAt, now, visibleMs);
  const ticking = typing && fixedNow === undefined;
  useEffect(() => {
    if (!ticking) return undefined;
    const id = window.setInterval(() => {
      setLiveNow(Date.now());
    }, TYPING_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(id);
    };
  }, [ticking]);
  return typing;
}

export type TypingIndicatorProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** When the last 'typing' whisper of the other member arrived (fed by the app). */
  lastWhisperAt: DateInput | null | undefined;
  /** The other member's first name. */
  name: string;
  /** A fixed current time (tests, stories); by default the clock, checked every 100 ms. */
  now?: DateInput | undefined;
  /** How long a whisper keeps the indicator on (1000 ms). */
  visibleMs?: number | undefined;
  /** Overrides 'Camille est en train d’écrire…'. */
  label?: ReactNode;
};

/**
 * '{name} est en train d’écrire…' with three dots, for 1000 ms after the last whisper. The live region stays
 * mounted, so screen readers hear it politely each time it appears.
 */
export function TypingIndicator({
  className,
  lastWhisperAt,
  name,
  now,
  visibleMs = TYPING_VISIBLE_MS,
  label,
  ...props
}: TypingIndicatorProps) {
  const intl = useIntl();
  const typing = useIsTyping(lastWhisperAt, now, visibleMs);
  return (
    <div
      role="status"
      data-slot="typing-indicator"
      data-state={typing ? 'typing' : 'idle'}
      className={cn('flex min-h-8 items-center', className)}
      {...props}
    >
      {typing ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-surface-sunken px-3 py-1.5 text-sm text-text-muted">
          <span aria-hidden="true" data-slot="typing-indicator-dots" className="inline-flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-text-muted" />
            <span className="size-1.5 animate-bounce rounded-full bg-text-muted [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-text-muted [animation-delay:300ms]" />
          </span>
          {label ?? intl.formatMessage(messages.typing, { name })}
        </span>
      ) : null}
    </div>
  );
}
