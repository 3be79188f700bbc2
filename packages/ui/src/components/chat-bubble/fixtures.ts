/**
 * Messages and media for stories, without network: pictures as inline SVG, recordings as generated silent WAV.
 */
import { pictureFixture } from '../avatar/fixtures';
import type { ChatMessage } from './chat-bubble.ts';

/** A silent mono 8-bit WAV of `seconds`, as a data URI (plays in every browser, makes no sound). */
export function silentWav(seconds = 2, sampleRate = 8000): string {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) {
      view.setUint8(offset + index, value.charCodeAt(index));
    }
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // 8-bit silence
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** A landscape picture larger than 800×800 (1600×1200) and a small one (640×480). */
export const chatPictures = {
  large: pictureFixture('🌅', { from: '#fcf0d9', to: '#b8324f', width: 1600, height: 1200 }),
  tall: pictureFixture('🌿', { from: '#e4f2ea', to: '#2f6b4a', width: 900, height: 1800 }),
  small: pictureFixture('☕', { from: '#e2eef7', to: '#1e5a85', width: 640, height: 480 }),
} as const;

/** A fixed 'now' for stories: Sunday 15 June 2025, 18:00 local time. */
export const storyNow = new Date(2025, 5, 15, 18, 0, 0);

const at = (day: number, hours: number, minutes: number, seconds = 0) =>
  new Date(2025, 5, day, hours, minutes, seconds);

let nextId = 1;
export function message(fields: Partial<ChatMessage> & Pick<ChatMessage, 'is_me'>): ChatMessage {
  return { id: nextId++, created_at: storyNow, content: '', ...fields };
}

/**
 * A conversation with Camille over two weeks: an old date, a weekday, today's burst (tight spacing), a flower,
 * a picture and a recording.
 */
export const conversation: ChatMessage[] = [
  message({ is_me: false, flower: true, created_at: at(5, 20, 15) }),
  message({
    is_me: true,
    content: 'Merci pour la fleur ! Votre profil m’a beaucoup touché.',
    created_at: at(5, 21, 2),
  }),
  message({
    is_me: false,
    content: 'Avec plaisir. Vous aimez aussi la randonnée, je crois ?',
    created_at: at(5, 21, 40),
  }),
  message({
    is_me: true,
    content: 'Oui ! Surtout en automne, dans les Laurentides.',
    created_at: at(12, 9, 30),
  }),
  message({
    is_me: false,
    image_path: chatPictures.large,
    created_at: at(12, 9, 31),
  }),
  message({ is_me: false, content: 'Mon dernier sommet 🙂', created_at: at(12, 9, 31, 40) }),
  message({ is_me: true, content: 'Magnifique !', created_at: at(15, 14, 5) }),
  message({ is_me: true, content: 'On s’appelle ce soir ?', created_at: at(15, 14, 5, 50) }),
  message({ is_me: false, audio: { url: silentWav() }, created_at: at(15, 14, 7, 30) }),
];
