import type { components } from '@app/client';

export type Conversation = components['schemas']['Conversation'];
export type ConversationMessage = components['schemas']['ConversationMessage'];
export type ConversationUser = components['schemas']['ConversationUser'];
export type ConversationPriority = components['schemas']['ConversationPriority'];
export type ConversationPage = { data: Conversation[] };
export type ConversationResponse = { data: Conversation };

/** The two participants of a conversation, seen from the signed-in user. */
export function participants(conversation: Conversation): {
  me: ConversationUser | undefined;
  other: ConversationUser | undefined;
} {
  return {
    me: conversation.users.find((user) => user.is_me),
    other: conversation.users.find((user) => !user.is_me),
  };
}
