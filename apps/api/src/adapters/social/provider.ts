import { hmac, safeEqual } from '../../http/crypto';

export type SocialNetwork = 'apple' | 'facebook' | 'google';

/** What a verified social token says about the person. */
export interface SocialProfile {
  network: SocialNetwork;
  /** The network's stable id for the person. */
  id: string;
  /** Null when the person did not share it (Facebook may not). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Verifies tokens from Apple, Facebook and Google. Production: adapters that check Apple's identity
 * token (JWKS), Facebook's debug_token and Google's ID token for the configured client ids.
 */
export interface SocialProvider {
  /** The profile, or null when the token is not valid (forged, expired, wrong audience). */
  verify(network: SocialNetwork, token: string, audience?: string): Promise<SocialProfile | null>;
}

interface LocalTokenPayload {
  network: SocialNetwork;
  sub: string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  /** Google: the client id the token was issued for. */
  aud?: string;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * The embedded default: a local identity provider that signs its own tokens with the app key
 * (`<base64url payload>.<hmac>`), so sign-up and sign-in with each network run end to end offline.
 */
export function createLocalSocialProvider(
  appKey: string,
  now: () => Date = () => new Date(),
): SocialProvider & {
  issue(payload: Omit<LocalTokenPayload, 'exp'> & { exp?: number }): string;
} {
  const sign = (body: string) => hmac(`${appKey}:social`, body);
  return {
    issue(payload) {
      const full: LocalTokenPayload = { exp: Math.floor(now().getTime() / 1000) + 600, ...payload };
      const body = Buffer.from(JSON.stringify(full)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    verify(network, token, audience) {
      const [body = '', signature = ''] = token.split('.');
      if (!body || !safeEqual(signature, sign(body))) return Promise.resolve(null);
      let payload: LocalTokenPayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LocalTokenPayload;
      } catch {
        return Promise.resolve(null);
      }
      const expired = payload.exp * 1000 < now().getTime();
      const wrongAudience =
        audience !== undefined && payload.aud !== undefined && payload.aud !== audience;
      if (payload.network !== network || expired || wrongAudience || !payload.sub)
        return Promise.resolve(null);
      return Promise.resolve({
        network,
        id: payload.sub,
        email: payload.email ?? null,
        firstName: payload.first_name ?? null,
        lastName: payload.last_name ?? null,
      });
    },
  };
}
