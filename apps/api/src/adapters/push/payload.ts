/** What a push notification says, the same for web and native push (modules/notifications builds it). */
export interface PushPayload {
  /** message, picture, voice, flower, flower_match or call. */
  kind: string;
  conversation_id: number;
  /** In the recipient's language: "Nouveau message de Julie". */
  title: string;
  /** The message's text (priority inbox only) or a sentence naming the kind. */
  body: string;
  /** The conversation in the web app (a click on the notification opens it). */
  url: string;
  /** One notification per conversation on the device: a newer one replaces it. */
  tag: string;
}

/**
 * What became of one push: `delivered` (the push service accepted it), `gone` (the subscription or token
 * no longer exists: forget it), `failed` (try again another time), `recorded` (an embedded default kept
 * it without reaching any device).
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed' | 'recorded';
