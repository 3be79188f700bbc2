import { translate, type Locale, type MessageKey } from '../../i18n/messages';

/** A setting saved: what the app tells the member, in their language. */
export function presentNotice(locale: Locale, key: MessageKey): { message: string } {
  return { message: translate(locale, key) };
}
