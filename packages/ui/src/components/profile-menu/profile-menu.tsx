import { Ban, Ellipsis, Flag, Share2, ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ActionMenu } from '../action-menu';
import { Button } from '../button';

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{
  trigger: NoMessageValues;
  triggerNamed: Named;
  share: NoMessageValues;
  block: NoMessageValues;
  unblock: NoMessageValues;
  report: NoMessageValues;
}>({
  trigger: { id: 'ui.profile-menu.trigger', defaultMessage: 'Plus d’actions' },
  triggerNamed: {
    id: 'ui.profile-menu.trigger_named',
    defaultMessage: 'Plus d’actions pour {firstName}',
  },
  share: { id: 'ui.profile-menu.share', defaultMessage: 'Partager le profil' },
  block: { id: 'ui.profile-menu.block', defaultMessage: 'Bloquer' },
  unblock: { id: 'ui.profile-menu.unblock', defaultMessage: 'Débloquer' },
  report: { id: 'ui.profile-menu.report', defaultMessage: 'Signaler' },
});

export type ProfileMenuProps = {
  /** Opens the share dialog. */
  onShare: () => void;
  /** Opens the block or the unblock dialog (the item says which). */
  onBlock: () => void;
  /** Opens the report dialog. */
  onReport: () => void;
  /**
   * Whether the member is blocked: the item offers unblock instead of block, and there is no share
   * (a blocked profile is not passed on).
   */
  blocked: boolean;
  /** Disables the trigger (one's own profile, a visitor). */
  disabled?: boolean;
  /** The member's first name, to name the trigger ('Plus d’actions pour Camille'). */
  firstName?: string;
  /** The ⋯ trigger: pass the same ref as the dialogs' `returnFocusRef` so focus comes back to it. */
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * The ⋯ menu of a profile: share, block or unblock, report (no share while blocked). Each item only
 * calls back: keep the dialogs outside the menu and open them from these callbacks (the page then
 * stays usable after they close).
 */
export function ProfileMenu({
  onShare,
  onBlock,
  onReport,
  blocked,
  disabled = false,
  firstName,
  triggerRef,
  className,
}: ProfileMenuProps) {
  const intl = useIntl();
  return (
    <ActionMenu
      contentSlot="profile-menu"
      trigger={
        <Button
          ref={triggerRef}
          data-slot="profile-menu-trigger"
          variant="outline"
          size="icon"
          disabled={disabled}
          className={cn(className)}
          aria-label={
            firstName
              ? intl.formatMessage(messages.triggerNamed, { firstName })
              : intl.formatMessage(messages.trigger)
          }
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      }
      items={[
        ...(blocked
          ? []
          : [
              {
                id: 'share',
                slot: 'profile-menu-share',
                icon: <Share2 aria-hidden="true" />,
                label: intl.formatMessage(messages.share),
                onSelect: onShare,
              },
            ]),
        {
          id: 'block',
          slot: 'profile-menu-block',
          separatorBefore: !blocked,
          data: { 'data-blocked': blocked ? 'true' : undefined },
          variant: blocked ? 'default' : 'destructive',
          icon: blocked ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />,
          label: intl.formatMessage(blocked ? messages.unblock : messages.block),
          onSelect: onBlock,
        },
        {
          id: 'report',
          slot: 'profile-menu-report',
          variant: 'destructive',
          icon: <Flag aria-hidden="true" />,
          label: intl.formatMessage(messages.report),
          onSelect: onReport,
        },
      ]}
    />
  );
}
