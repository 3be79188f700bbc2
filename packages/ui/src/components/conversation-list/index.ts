export { ConversationList, type ConversationListProps, type Inbox } from './conversation-list';
