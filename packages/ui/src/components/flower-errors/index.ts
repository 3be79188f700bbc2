/**
 * The flower refusals' texts and their mapping from the API's code, without the chat composer's code:
 * a page that shows them on a refusal only (the profile) loads this alone, when it happens.
 */
export { flowerErrorMessages } from '../chat-composer/chat-composer-messages.ts';
export {
  FLOWER_ERROR_CODES,
  flowerErrorKey,
  type FlowerErrorKey,
} from '../chat-composer/chat-composer.ts';
