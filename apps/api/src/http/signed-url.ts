import { hmac, safeEqual } from './crypto';

/**
 * Links that carry their own authorisation (e-mail verification, storage): the path and expiry are
 * signed with the app key, as Laravel's `URL::temporarySignedRoute`.
 */
export function signUrl(appKey: string, base: string, path: string, expiresAt: Date): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  const signature = hmac(appKey, `${path}?expires=${expires}`);
  return `${base}${path}?expires=${expires}&signature=${signature}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignedUrl(
  appKey: string,
  path: string,
  query: URLSearchParams,
  now: Date,
): SignatureCheck {
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^\d+$/.test(expires) || !safeEqual(signature, hmac(appKey, `${path}?expires=${expires}`)))
    return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
