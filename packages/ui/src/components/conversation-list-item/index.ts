export {
  ConversationListItem,
  conversationListItemVariants,
  type ConversationLastMessage,
  type ConversationListItemProps,
} from './conversation-list-item.tsx';
export {
  conversationFlowerState,
  type ConversationFlowerInput,
  type ConversationFlowerState,
} from './conversation-list-item.ts';
