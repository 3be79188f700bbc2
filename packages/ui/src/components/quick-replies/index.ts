export { QuickReplies, quickReplyMessages, type QuickRepliesProps } from './quick-replies.tsx';
export {
  QUICK_REPLY_KEYS,
  showQuickReplies,
  type QuickRepliesConditions,
  type QuickReplyKey,
} from './quick-replies.ts';
