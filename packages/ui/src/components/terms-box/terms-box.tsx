import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { sanitizeTermsHtml } from '../../lib/terms-html.ts';
import { isScrolledToEnd, TERMS_SCROLL_CHECK_MS } from './terms-box.ts';

const messages = defineMessages({
  label: { id: 'ui.terms-box.label', defaultMessage: 'Conditions d’utilisation' },
  mustRead: {
    id: 'ui.terms-box.must-read',
    defaultMessage:
      'Vous devez faire défiler et lire les conditions d’utilisation ci-dessus avant de les accepter.',
  },
  newsletter: {
    id: 'ui.terms-box.newsletter',
    defaultMessage: 'Je souhaite recevoir l’infolettre',
  },
  accept: { id: 'ui.terms-box.accept', defaultMessage: 'J’accepte' },
  decline: { id: 'ui.terms-box.decline', defaultMessage: 'Je refuse' },
});

/** What the member chose when accepting. */
export interface TermsAcceptance {
  /** The newsletter box was ticked: the app fires the newsletter subscription (its failure is only logged). */
  newsletter: boolean;
}

export type TermsBoxProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The terms as React content. Use `html` instead for the server's HTML (`GET api/content/terms`). */
  children?: ReactNode;
  /** The terms as the server's HTML; sanitised (only headings, paragraphs, lists, emphasis and links remain). */
  html?: string;
  /** Names the scroll box for assistive technology; defaults to 'Conditions d’utilisation' / 'Terms of use'. */
  label?: string;
  /**
   * Called by 'J’accepte', with the newsletter choice. The button stays disabled until the terms have been
   * scrolled to the end (or fit in the box).
   */
  onAccept?: (acceptance: TermsAcceptance) => void;
  /** Shows a 'Je refuse' button (the new-terms modal), called when it is pressed. */
  onDecline?: () => void;
  /** Called once, when the terms have been read to the end. */
  onRead?: () => void;
  /** Shows a spinner on 'J’accepte' while the app records the acceptance. */
  accepting?: boolean;
  /** Shows the newsletter box (true on the terms step; false in the new-terms modal). */
  showNewsletter?: boolean;
  /** Controlled newsletter choice. */
  newsletter?: boolean;
  /** The newsletter box's initial state when uncontrolled: ticked (true), as the spec says. */
  defaultNewsletter?: boolean;
  /** Called when the newsletter box is ticked or unticked. */
  onNewsletterChange?: (newsletter: boolean) => void;
  /** Overrides the message shown until the terms are read ('Vous devez faire défiler et lire…'). */
  mustReadMessage?: ReactNode;
  /** Overrides 'Je souhaite recevoir l’infolettre'. */
  newsletterLabel?: ReactNode;
  /** Overrides 'J’accepte' / 'I accept'. */
  acceptLabel?: ReactNode;
  /** Overrides 'Je refuse' / 'I decline'. */
  declineLabel?: ReactNode;
  /** How often the box is checked for having been scrolled to the end, in ms (500, spec 01 section 9). */
  checkInterval?: number;
};

/**
 * The terms in a scroll box at most 246 px high, which the member must read to the end before accepting:
 * every 500 ms the box is checked for having been scrolled to its end (terms shorter than the box count as
 * read at once). Until then 'J’accepte' is disabled and the spec's message explains why. The box is a
 * focusable, named region, so it scrolls with the keyboard. The newsletter box is ticked by default.
 */
export function TermsBox({
  className,
  children,
  html,
  label,
  onAccept,
  onDecline,
  onRead,
  accepting = false,
  showNewsletter = true,
  newsletter: newsletterProp,
  defaultNewsletter = true,
  onNewsletterChange,
  mustReadMessage,
  newsletterLabel,
  acceptLabel,
  declineLabel,
  checkInterval = TERMS_SCROLL_CHECK_MS,
  ...props
}: TermsBoxProps) {
  const intl = useIntl();
  const messageId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onReadRef = useRef(onRead);
  const [read, setRead] = useState(false);
  const [innerNewsletter, setInnerNewsletter] = useState(defaultNewsletter);
  const newsletter = newsletterProp ?? innerNewsletter;
  const safeHtml = useMemo(
    () => (html === undefined ? undefined : sanitizeTermsHtml(html)),
    [html],
  );

  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    if (read) return undefined;
    const check = () => {
      const box = boxRef.current;
      if (!box || !isScrolledToEnd(box)) return false;
      setRead(true);
      onReadRef.current?.();
      return true;
    };
    // Terms no taller than the box are read at once; otherwise the box is checked every 500 ms.
    const first = window.requestAnimationFrame(check);
    const id = window.setInterval(() => {
      if (check()) window.clearInterval(id);
    }, checkInterval);
    return () => {
      window.cancelAnimationFrame(first);
      window.clearInterval(id);
    };
  }, [read, checkInterval]);

  const setNewsletter = (next: boolean) => {
    if (newsletterProp === undefined) setInnerNewsletter(next);
    onNewsletterChange?.(next);
  };

  return (
    <div
      data-slot="terms-box"
      data-state={read ? 'read' : 'unread'}
      className={cn('flex w-full flex-col gap-4 text-text', className)}
      {...props}
    >
      <div
        ref={boxRef}
        role="region"
        aria-label={label ?? intl.formatMessage(messages.label)}
        // A scrolling region must be reachable with the keyboard to be scrolled.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="terms-box-content"
        className={cn(
          'max-h-[246px] overflow-y-auto overscroll-contain rounded-lg border border-border bg-surface-raised px-4 py-3 text-sm leading-relaxed shadow-sm',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
          '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-lg [&_h2]:font-semibold [&>*:first-child>h2:first-child]:mt-0 [&>h2:first-child]:mt-0',
          '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold',
          '[&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_p:last-child]:mb-0 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5',
        )}
      >
        {safeHtml !== undefined ? (
          // Sanitised by DOMPurify: only simple formatting and safe links remain.
          <div data-slot="terms-box-html" dangerouslySetInnerHTML={{ __html: safeHtml }} />
        ) : (
          children
        )}
      </div>
      {read ? null : (
        <p
          id={messageId}
          data-slot="terms-box-message"
          className="rounded-md bg-warning-soft px-3 py-2 text-sm font-semibold text-warning"
        >
          {mustReadMessage ?? intl.formatMessage(messages.mustRead)}
        </p>
      )}
      {showNewsletter ? (
        <Checkbox
          checked={newsletter}
          onCheckedChange={(checked) => {
            setNewsletter(checked === true);
          }}
          label={newsletterLabel ?? intl.formatMessage(messages.newsletter)}
        />
      ) : null}
      <div
        data-slot="terms-box-actions"
        className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        {onDecline ? (
          <Button
            type="button"
            data-slot="terms-box-decline"
            variant="outline"
            disabled={accepting}
            onClick={onDecline}
          >
            {declineLabel ?? intl.formatMessage(messages.decline)}
          </Button>
        ) : null}
        <Button
          type="button"
          data-slot="terms-box-accept"
          disabled={!read}
          loading={accepting}
          aria-describedby={read ? undefined : messageId}
          onClick={() => {
            if (!read || accepting) return;
            onAccept?.({ newsletter });
          }}
        >
          {acceptLabel ?? intl.formatMessage(messages.accept)}
        </Button>
      </div>
    </div>
  );
}
