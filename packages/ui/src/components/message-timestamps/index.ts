export {
  ConversationSkeleton,
  MessageTimestamp,
  formatMessageTimestamp,
  type ConversationSkeletonProps,
  type MessageTimestampProps,
} from './message-timestamp.tsx';
export { MessageList, type MessageListProps } from './message-timestamps.tsx';
export {
  CONVERSATION_SKELETON_ROWS,
  TIGHT_SPACING_GAP_MS,
  TIMESTAMP_GAP_MS,
  WEEKDAY_WITHIN_DAYS,
  isoDay,
  timestampFormat,
  timestampPlan,
  type DateInput,
  type MessageSpacing,
  type TimedMessage,
  type TimestampFormat,
  type TimestampPlanEntry,
} from './message-timestamps.ts';
