import { BlockedMembersList, type BlockedMember } from '@app/ui/blocked-members-list';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  useBlockedMembers,
  type MemberBlock,
} from '../../../features/account/api/get-blocked-members';
import { unblockMember } from '../../../features/account/api/unblock-member';
import { errorText, toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';

const messages = defineMessages({
  title: { id: 'settings.blocked-users.title', defaultMessage: 'Membres bloqués' },
  subtitle: {
    id: 'settings.blocked-users.subtitle',
    defaultMessage:
      'Un membre bloqué ne peut ni vous trouver ni vous écrire, et il n’en est pas averti.',
  },
  retry: { id: 'settings.blocked-users.retry', defaultMessage: 'Réessayer' },
});

const unblockedMessages = defineMessages<{ unblocked: { name: string } }>({
  unblocked: {
    id: 'settings.blocked-users.unblocked',
    defaultMessage: '{name} est débloqué.',
  },
});

function toBlockedMember(block: MemberBlock): BlockedMember {
  return {
    blockId: block.pivot.id,
    firstName: block.user.first_name,
    href: block.can.view ? member.profile.href(block.id) : undefined,
  };
}

/** `/member/settings/blocked-users`: the members the user blocked, each unblocked after a confirmation. */
export function Component() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useBlockedMembers();
  const members = (data?.data ?? []).map(toBlockedMember);

  const unblock = async (blocked: BlockedMember) => {
    try {
      await unblockMember(blocked.blockId);
      notify({
        type: 'success',
        message: intl.formatMessage(unblockedMessages.unblocked, { name: blocked.firstName }),
      });
    } catch (failure) {
      toastError(failure, intl);
      throw failure;
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {error && !data ? (
        <EmptyState
          size="sm"
          bordered
          title={errorText(error, intl)}
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        />
      ) : (
        <BlockedMembersList
          members={members}
          loading={isLoading}
          onUnblock={unblock}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      )}
    </div>
  );
}
