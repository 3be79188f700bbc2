import { defineMessages, type NoMessageValues } from 'react-intl';
import type { FlowerErrorKey } from './chat-composer.ts';

/**
 * The composer's texts that are wanted without its code: the text area's placeholder, which the
 * composer's own placeholder (ui/chat-composer-skeleton) lays out to take the same room while the
 * composer loads, and the flower refusals the app shows in a toast. The composer's other texts come
 * with it.
 */
export const composerMessages = defineMessages({
  placeholder: { id: 'ui.chat-composer.placeholder', defaultMessage: 'Écrivez votre message…' },
});

/** The flower refusals (spec, account section 8), keyed by `flowerErrorKey(code)`, for the app's toast. */
export const flowerErrorMessages = defineMessages<Record<FlowerErrorKey, NoMessageValues>>({
  'already-sent-today': {
    id: 'ui.chat-composer.flower_error.already_sent_today',
    defaultMessage: 'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
  },
  'already-sent-in-conversation': {
    id: 'ui.chat-composer.flower_error.already_sent_in_conversation',
    defaultMessage: 'Vous avez déjà offert une fleur à cette personne',
  },
  'cannot-offer': {
    id: 'ui.chat-composer.flower_error.cannot_offer',
    defaultMessage: 'Vous ne pouvez pas offrir de fleur',
  },
});
