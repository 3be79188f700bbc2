import { defineMessages, type IntlShape } from 'react-intl';
import type { ConversationUser } from './types';

const messages = defineMessages({
  deleted: { id: 'messages.deleted-member', defaultMessage: 'Profil supprimé' },
});

/** The other participant's name, or 'deleted profile' once the account is deleted. */
export function participantName(user: ConversationUser | undefined, intl: IntlShape): string {
  if (user?.member?.deleted) return intl.formatMessage(messages.deleted);
  return user?.first_name ?? '';
}
