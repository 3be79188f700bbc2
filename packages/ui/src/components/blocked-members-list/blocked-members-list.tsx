import { UserX } from 'lucide-react';
import { type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ConfirmButton } from '../confirm-dialog/confirm-button.tsx';
import { EmptyState } from '../empty-state';
import { Skeleton, SkeletonContainer } from '../skeleton';

const messages = defineMessages<{
  label: NoMessageValues;
  unblock: NoMessageValues;
  unblockName: { name: string };
  confirmTitle: { name: string };
  confirmMessage: { name: string };
  confirm: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  loading: NoMessageValues;
}>({
  label: { id: 'ui.blocked-members-list.label', defaultMessage: 'Membres bloqués' },
  unblock: { id: 'ui.blocked-members-list.unblock', defaultMessage: 'Débloquer' },
  unblockName: {
    id: 'ui.blocked-members-list.unblock-name',
    defaultMessage: 'Débloquer {name}',
  },
  confirmTitle: {
    id: 'ui.blocked-members-list.confirm-title',
    defaultMessage: 'Débloquer {name}?',
  },
  confirmMessage: {
    id: 'ui.blocked-members-list.confirm-message',
    defaultMessage:
      '{name} pourra de nouveau voir votre profil et vous écrire. Vous pourrez le bloquer à nouveau depuis son profil.',
  },
  confirm: { id: 'ui.blocked-members-list.confirm', defaultMessage: 'Débloquer' },
  emptyTitle: {
    id: 'ui.blocked-members-list.empty-title',
    defaultMessage: 'Aucun membre bloqué',
  },
  emptyDescription: {
    id: 'ui.blocked-members-list.empty-description',
    defaultMessage: 'Les membres que vous bloquez depuis leur profil apparaissent ici.',
  },
  loading: {
    id: 'ui.blocked-members-list.loading',
    defaultMessage: 'Chargement des membres bloqués…',
  },
});

/** A member the user has blocked (the contract's MemberBlock, flattened). */
export interface BlockedMember {
  /** The block's id (what unblocking removes). */
  blockId: number;
  firstName: string;
  /** The profile's address, when the profile may be opened (`can.view`). */
  href?: string | undefined;
}

export interface BlockedMemberLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

const renderAnchor = ({ href, className, children }: BlockedMemberLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export type BlockedMembersListProps = Omit<ComponentProps<'div'>, 'children'> & {
  members: readonly BlockedMember[];
  /** Shows placeholders while the list loads. */
  loading?: boolean;
  /**
   * Called once the member confirms. Return a promise: the dialog stays busy until it settles, closes
   * when it resolves and stays open when it rejects (the app shows the error).
   */
  onUnblock: (member: BlockedMember) => Promise<unknown>;
  /** Renders a profile link (the app's router link); a plain anchor by default. */
  renderLink?: (props: BlockedMemberLinkProps) => ReactNode;
  /** Level of the empty state's title (2). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The members the user has blocked, each with an unblock button that asks to confirm first. An empty
 * state when there are none, placeholders while loading. One column on phones and desktops alike.
 */
export function BlockedMembersList({
  members,
  loading = false,
  onUnblock,
  renderLink = renderAnchor,
  headingLevel = 2,
  className,
  ...props
}: BlockedMembersListProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex flex-col gap-3" data-slot="blocked-members-placeholder">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  } else if (members.length === 0) {
    body = (
      <EmptyState
        size="sm"
        bordered
        headingLevel={headingLevel}
        icon={<UserX />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
      />
    );
  } else {
    body = (
      <ul aria-label={label} className="flex flex-col gap-3">
        {members.map((member) => {
          const name = member.firstName;
          return (
            <li
              key={member.blockId}
              data-slot="blocked-member"
              className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-sm"
            >
              <span className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken font-display text-lg font-semibold text-text-muted"
                >
                  {name.slice(0, 1).toUpperCase()}
                </span>
                {member.href ? (
                  renderLink({
                    href: member.href,
                    className:
                      'min-w-0 font-semibold break-words text-text underline-offset-4 hover:underline focus-visible:underline',
                    children: name,
                  })
                ) : (
                  <span className="min-w-0 font-semibold break-words">{name}</span>
                )}
              </span>
              <UnblockButton name={name} onConfirm={() => onUnblock(member)} />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SkeletonContainer
      loading={loading}
      loadingLabel={intl.formatMessage(messages.loading)}
      data-slot="blocked-members-list"
      data-state={loading ? 'loading' : members.length === 0 ? 'empty' : 'ready'}
      className={cn('w-full min-w-0 text-text', className)}
      {...props}
    >
      {body}
    </SkeletonContainer>
  );
}

/** Unblock, then its confirmation (whose code loads when the button is first pointed at or focused). */
function UnblockButton({ name, onConfirm }: { name: string; onConfirm: () => unknown }) {
  const intl = useIntl();
  return (
    <ConfirmButton
      variant="outline"
      size="sm"
      aria-label={intl.formatMessage(messages.unblockName, { name })}
      confirm={{
        title: intl.formatMessage(messages.confirmTitle, { name }),
        message: intl.formatMessage(messages.confirmMessage, { name }),
        confirmLabel: intl.formatMessage(messages.confirm),
        onConfirm,
      }}
    >
      {intl.formatMessage(messages.unblock)}
    </ConfirmButton>
  );
}
