export { ChatComposer, type ChatComposerProps } from './chat-composer.tsx';
export { flowerErrorMessages } from './chat-composer-messages.ts';
export {
  AUDIO_MAX_SECONDS,
  FLOWER_ERROR_CODES,
  IMAGE_ACCEPT,
  canSend,
  composerFlowerState,
  flowerErrorKey,
  isSendKey,
  type ComposerFlowerInput,
  type ComposerFlowerState,
  type ComposerKey,
  type FlowerErrorKey,
} from './chat-composer.ts';
