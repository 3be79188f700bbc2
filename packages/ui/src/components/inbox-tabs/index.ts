export { InboxTabs, type InboxTabsProps } from './inbox-tabs.tsx';
export {
  unseenSummary,
  type InboxName,
  type InboxUnseen,
  type InboxUnseenSummary,
  type UnseenConversationEntry,
} from './inbox-tabs.ts';
