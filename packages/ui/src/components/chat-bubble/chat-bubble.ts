/**
 * A chat message (spec, sections 3 "Message", 4 "Flower" and 5 "Chat"): text, image, audio and flower messages,
 * the flower match celebration, images fitted to 800×800, and the support's messages rendered as a template with
 * line breaks, or as sanitised rich markup (message-html.ts, loaded with the first such message).
 */
/** Images are shown (and may be resized before upload) to fit within this many pixels on each side. */
export const IMAGE_MAX_SIZE = 800;

export type DateInput = Date | string | number;

/** Where a message stands: sent by the server, optimistically shown while it is being sent, or failed. */
export type ChatMessageStatus = 'sent' | 'pending' | 'failed';

/** The message fields the bubble uses (the API's Message, plus the app's optimistic status). */
export interface ChatMessage {
  id: string | number;
  /** As provided: plain text, a template with line breaks or, from the support, rich markup. */
  content?: string | null | undefined;
  /** The plain-text version (used for excerpts). */
  content_text?: string | null | undefined;
  is_me: boolean;
  flower?: boolean | null | undefined;
  flower_match?: boolean | null | undefined;
  /** The recording, as `{ url }`. */
  audio?: { url?: string | null | undefined } | null | undefined;
  /** The picture (the app turns the path into a URL). */
  image_path?: string | null | undefined;
  created_at: DateInput;
  /** Set by the app for optimistic messages; `sent` when left out. */
  status?: ChatMessageStatus | undefined;
}

export type ChatMessageKind = 'flower-match' | 'flower' | 'image' | 'audio' | 'text';

/** What the bubble shows: a flower match wins over a flower, then a picture, a recording, else text. */
export function messageKind(
  message: Pick<ChatMessage, 'flower' | 'flower_match' | 'image_path' | 'audio'>,
): ChatMessageKind {
  if (message.flower_match) return 'flower-match';
  if (message.flower) return 'flower';
  if (message.image_path) return 'image';
  if (message.audio) return 'audio';
  return 'text';
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size of a `width`×`height` picture scaled down, keeping its proportions, to fit within `max`×`max` (800).
 * Smaller pictures keep their size; sizes are rounded to whole pixels and never below 1.
 */
export function fitWithin(width: number, height: number, max: number = IMAGE_MAX_SIZE): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five HTML-significant characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A plain-text template as HTML: escaped, each line break (`\n`, `\r\n`, `\r`) becoming a `<br>`. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** Whether a support message carries markup (a tag) rather than a plain-text template. */
export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(content);
}

/** The only tags kept in a support message: simple formatting, lists and links. */
export const ALLOWED_MESSAGE_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'i',
  'li',
  'ol',
  'p',
  's',
  'strong',
  'u',
  'ul',
] as const;

/** Links may only go to the web, an address or a phone number. */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;

export type AdminMessageFormat = 'template' | 'rich';

/** How a support message is read: rich markup when it has tags, else a plain-text template. */
export function adminMessageFormat(content: string): AdminMessageFormat {
  return looksLikeHtml(content) ? 'rich' : 'template';
}
