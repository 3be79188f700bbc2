export {
  ChatBubble,
  chatBubbleMessages,
  chatBubbleVariants,
  type ChatBubbleLabels,
  type ChatBubbleProps,
} from './chat-bubble.tsx';
export {
  ALLOWED_MESSAGE_TAGS,
  IMAGE_MAX_SIZE,
  SAFE_LINK,
  adminMessageFormat,
  escapeHtml,
  fitWithin,
  looksLikeHtml,
  messageKind,
  textToHtml,
  type AdminMessageFormat,
  type ChatMessage,
  type ChatMessageKind,
  type ChatMessageStatus,
  type DateInput,
  type Size,
} from './chat-bubble.ts';
