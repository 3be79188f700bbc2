import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { luhnValid } from '../../adapters/payments/test-gateway';

/**
 * The ambassador's social insurance number (SIN, NAS in French). It is validated (9 digits, Luhn),
 * stored encrypted with AES-256-GCM under a key derived from the app key (HKDF-SHA256, its own
 * purpose label), and only ever returned masked ('*** *** 046'). It is never logged: errors about it
 * name the field, never the value.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url; a fresh 12-byte IV per write.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

function keyFor(appKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'ambassador-nas', 'aes-256-gcm v1', 32));
}

/** The digits typed, without the spaces or dashes people put between the groups; null when not a SIN. */
export function normaliseNas(value: string): string | null {
  const digits = value.replace(/[\s\-\u00a0\u202f]/g, '');
  return /^\d{9}$/.test(digits) && luhnValid(digits) ? digits : null;
}

export function encryptNas(digits: string, appKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appKey), iv);
  const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The clear digits, or null when the value was not encrypted with this key (or was tampered with). */
export function decryptNas(stored: string, appKey: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** '*** *** 046': the last three digits only, all stars when they cannot be read. */
export function maskNas(digits: string | null): string {
  const last = (digits ?? '').replace(/\D/g, '').slice(-3).padStart(3, '*');
  return `*** *** ${last}`;
}

/** The stored SIN as shown to its owner (masked), without an app key all stars. */
export function maskedNas(stored: string, appKey: string | undefined): string {
  return maskNas(appKey ? decryptNas(stored, appKey) : null);
}
