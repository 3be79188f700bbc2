import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Copy } from 'lucide-react';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard.ts';
import { COPIED_LABEL_MS, copyToClipboard } from '../../lib/clipboard.ts';

export {
  useCopyToClipboard,
  type CopyState,
  type CopyToClipboardOptions,
} from '../../hooks/use-copy-to-clipboard.ts';

const messages = defineMessages({
  label: { id: 'ui.referral-link.label', defaultMessage: 'Votre lien de parrainage' },
  copy: { id: 'ui.referral-link.copy', defaultMessage: 'Copier le lien' },
  copied: { id: 'ui.referral-link.copied', defaultMessage: 'Lien copié !' },
  announcement: {
    id: 'ui.referral-link.announcement',
    defaultMessage: 'Le lien a été copié dans le presse-papiers.',
  },
  error: {
    id: 'ui.referral-link.error',
    defaultMessage: 'Impossible de copier le lien. Sélectionnez-le et copiez-le vous-même.',
  },
});

/** The row of the link and its button. */
export const referralLinkVariants = cva('flex min-w-0 gap-2', {
  variants: {
    layout: {
      /** The button beside the link when there is room (24rem), under it in narrow places. */
      inline: 'flex-col @sm:flex-row',
      /** The button always under the link. */
      stacked: 'flex-col',
    },
  },
  defaultVariants: { layout: 'inline' },
});

export type ReferralLinkProps = Omit<ComponentProps<'div'>, 'children' | 'onCopy'> &
  VariantProps<typeof referralLinkVariants> & {
    /** The link to share (`ambassador.referral_link`). */
    url: string;
    /** The field's visible label; defaults to 'Votre lien de parrainage' / 'Your referral link'. */
    label?: ReactNode;
    /** Keeps the label for screen readers only (when a heading above already says it). */
    hideLabel?: boolean;
    /** Help under the label (the reward, the friend's free month). */
    description?: ReactNode;
    /**
     * How to copy: by default the browser's clipboard, with a selection copy as fallback. Pass the native
     * wrapper's clipboard plugin here. Throw or reject when the copy failed.
     */
    copy?: (text: string) => Promise<void> | void;
    /** Called after a successful copy, with the link. */
    onCopy?: (url: string) => void;
    /** Called when the copy failed; the link is then selected for the member to copy by hand. */
    onCopyError?: (error: unknown) => void;
    /** How long the button says 'Lien copié !' before going back, in ms (2000). */
    copiedDuration?: number;
    /** Overrides 'Copier le lien' / 'Copy link'. */
    copyLabel?: ReactNode;
    /** Overrides 'Lien copié !' / 'Link copied!'. */
    copiedLabel?: ReactNode;
    /** Overrides what screen readers hear after a copy ('Le lien a été copié dans le presse-papiers.'). */
    copiedAnnouncement?: ReactNode;
    /** Overrides the message shown when the copy failed. */
    errorMessage?: ReactNode;
  };

/**
 * A referral link in a read-only, labelled field (focusing it selects the whole link) with a copy button that
 * says 'Lien copié !' for 2 seconds after a copy, announced politely to screen readers. When copying fails,
 * a message asks to copy by hand and the link is selected.
 */
export function ReferralLink({
  className,
  layout,
  url,
  label,
  hideLabel = false,
  description,
  copy = copyToClipboard,
  onCopy,
  onCopyError,
  copiedDuration = COPIED_LABEL_MS,
  copyLabel,
  copiedLabel,
  copiedAnnouncement,
  errorMessage,
  ...props
}: ReferralLinkProps) {
  const intl = useIntl();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, copy: copyLink } = useCopyToClipboard({
    copy,
    onCopy,
    onCopyError: (error) => {
      onCopyError?.(error);
      // Let the member copy by hand: the whole link is selected.
      inputRef.current?.focus();
      inputRef.current?.select();
    },
    copiedDuration,
  });

  const copied = state === 'copied';
  return (
    <div
      data-slot="referral-link"
      data-state={state}
      data-layout={layout ?? 'inline'}
      className={cn('@container flex w-full min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <Field
        label={label ?? intl.formatMessage(messages.label)}
        hideLabel={hideLabel}
        description={description}
      >
        <div data-slot="referral-link-row" className={referralLinkVariants({ layout })}>
          <Input
            ref={inputRef}
            readOnly
            value={url}
            // No spell check, autocomplete or capitalisation on an address.
            spellCheck={false}
            autoComplete="off"
            aria-describedby={state === 'error' ? errorId : undefined}
            className={cn('min-w-0 font-mono text-sm', layout !== 'stacked' && '@sm:flex-1')}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
          <Button
            type="button"
            data-slot="referral-link-copy"
            data-state={state}
            variant={copied ? 'secondary' : 'primary'}
            className="shrink-0"
            onClick={() => void copyLink(url)}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied
              ? (copiedLabel ?? intl.formatMessage(messages.copied))
              : (copyLabel ?? intl.formatMessage(messages.copy))}
          </Button>
        </div>
      </Field>
      <span role="status" data-slot="referral-link-announcement" className="sr-only">
        {copied ? (copiedAnnouncement ?? intl.formatMessage(messages.announcement)) : null}
      </span>
      {state === 'error' ? (
        <p
          id={errorId}
          role="alert"
          data-slot="referral-link-error"
          className="text-sm font-semibold text-danger"
        >
          {errorMessage ?? intl.formatMessage(messages.error)}
        </p>
      ) : null}
    </div>
  );
}
