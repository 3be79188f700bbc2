export { TypingIndicator, useIsTyping, type TypingIndicatorProps } from './typing-indicator.tsx';
export {
  TYPING_CHECK_INTERVAL_MS,
  TYPING_VISIBLE_MS,
  TYPING_WHISPER_THROTTLE_MS,
  isTyping,
  type DateInput,
} from './typing-indicator.ts';
