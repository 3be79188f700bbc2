import { EmptyState } from '@app/ui/empty-state';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: { id: 'member.title', defaultMessage: 'Espace membre' },
  description: {
    id: 'member.description',
    defaultMessage: 'La recherche, les favoris et les messages arrivent dans cet espace.',
  },
});

/** /member/*: guarded by the shell (login, member role, not blocked, onboarding completed). The area itself comes with the member-area issue. */
export function MemberRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16" data-testid="member-area">
      <EmptyState
        title={<FormattedMessage {...messages.title} />}
        description={<FormattedMessage {...messages.description} />}
      />
    </div>
  );
}

export { MemberRoute as Component };
