/**
 * Helpers for the conversation tests: signed-in members (with a realtime socket id), the support
 * admin, uploaded files, and failures read as ApiError.
 */
import sharp from 'sharp';
import { uploadFile, type ApiClient, type ApiError } from '@app/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/session/passwords';
import type { TestApi } from './api';
import { PASSWORD } from './factories';
import { createMember, type CreatedMember, type MemberOptions } from './members-factories';

export interface SignedIn extends CreatedMember {
  api: ApiClient;
  /** The socket id this client sends as `X-Socket-ID`. */
  socketId: string;
}

let sockets = 0;

/** A client signed in as `who`, sending its own `X-Socket-ID`. */
export async function signInWithSocket(
  server: TestApi,
  who: { email: string },
  options: { locale?: 'fr' | 'en' } = {},
): Promise<{ api: ApiClient; socketId: string }> {
  sockets += 1;
  const socketId = `${1000 + sockets}.${5000 + sockets}`;
  const { api } = server.client({
    mode: 'token',
    locale: options.locale ?? 'fr',
    socketId: () => socketId,
  });
  // Many members sign in from one address in a test; the sign-in throttle is not under test.
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  await api.signIn({ email: who.email, password: PASSWORD });
  return { api, socketId };
}

/** A completed, subscribed member, signed in. */
export async function memberClient(
  server: TestApi,
  options: MemberOptions & { locale?: 'fr' | 'en' } = {},
): Promise<SignedIn> {
  const created = await createMember(server.services, options);
  const session = await signInWithSocket(server, created, {
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return { ...created, ...session };
}

let admins = 0;

/** The support account: an administrator without a member profile, signed in. */
export async function supportClient(server: TestApi) {
  admins += 1;
  const [user] = await server.services.db
    .insert(users)
    .values({
      email: `soutien${admins}@support.test`,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Soutien',
      lastName: 'Équipe',
      isAdmin: true,
      emailVerifiedAt: server.services.now(),
    })
    .returning();
  if (!user) throw new Error('no admin');
  const session = await signInWithSocket(server, user);
  return { userId: user.id, email: user.email, ...session };
}

/** The failure of a call that must fail. */
export const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

type Bytes = Uint8Array<ArrayBuffer>;

export async function png(width = 400, height = 300): Promise<Bytes> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#36c' } })
      .png()
      .toBuffer(),
  );
}

/** The EBML header of a WebM file (what MediaRecorder writes first), then silence. */
export function webm(size = 4096): Bytes {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
    0x42, 0x85, 0x81, 0x02,
  ]);
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(size - header.length)]));
}

/** Uploads bytes through the signed-storage flow; the key to send. */
export async function uploaded(api: ApiClient, content: Bytes, type: string): Promise<string> {
  const { key } = await uploadFile(api, new Blob([content], { type }));
  return key;
}
