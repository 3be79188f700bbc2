import { API_PREFIX } from './api-prefix';

function parseIceServers(value: string | undefined): RTCIceServer[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as RTCIceServer[]) : [];
  } catch {
    return [];
  }
}

/** Build-time settings (Vite `VITE_*` variables), with the embedded defaults of `npm start`. */
export const config = {
  /**
   * The API base: the app's own origin under `/backend` by default (one site for the session cookies);
   * `VITE_API_URL` for a deployment that keeps the API on another origin of the same site.
   */
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? API_PREFIX,
  /** The realtime app key (the API's `REALTIME_APP_KEY`). */
  realtimeKey: (import.meta.env.VITE_REALTIME_KEY as string | undefined) ?? 'app-key',
  /** The public marketing website (the home route sends anyone else there). */
  websiteUrl:
    (import.meta.env.VITE_WEBSITE_URL as string | undefined) ?? 'https://rencontres.example',
  /** Contact address shown on the contact page. */
  contactEmail:
    (import.meta.env.VITE_CONTACT_EMAIL as string | undefined) ?? 'bonjour@rencontres.example',
  /** The fixed contact phone number of the same-user modal and the contact page. */
  contactPhone: (import.meta.env.VITE_CONTACT_PHONE as string | undefined) ?? '1 855 555-0142',
  /** Google client id sent with a Google sign-up. */
  googleClientId: (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined) ?? 'web',
  /** The wizard's explanatory videos (YouTube, Vimeo or a file), per locale; none by default. */
  videos: {
    introduction: {
      fr: import.meta.env.VITE_INTRODUCTION_VIDEO_FR as string | undefined,
      en: import.meta.env.VITE_INTRODUCTION_VIDEO_EN as string | undefined,
    },
    pictures: {
      fr: import.meta.env.VITE_PICTURES_VIDEO_FR as string | undefined,
      en: import.meta.env.VITE_PICTURES_VIDEO_EN as string | undefined,
    },
    /** The ambassador dashboard's introduction video. */
    ambassador: {
      fr: import.meta.env.VITE_AMBASSADOR_VIDEO_FR as string | undefined,
      en: import.meta.env.VITE_AMBASSADOR_VIDEO_EN as string | undefined,
    },
  },
  /**
   * STUN/TURN servers of video calls (`VITE_ICE_SERVERS`, a JSON list of RTCIceServer); none by
   * default, which is enough between two browsers of one network.
   */
  iceServers: parseIceServers(import.meta.env.VITE_ICE_SERVERS as string | undefined),
  /** The version shown on the sign-in and resources screens. */
  version: '1.7.0',
} as const;
