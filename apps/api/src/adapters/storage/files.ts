/**
 * Where uploaded files live, by key (`tmp/<uuid>`, `pictures/<memberId>/<uuid>.jpg`...). The embedded
 * default keeps the files on disk and the API serves them through its own signed URLs; the S3 adapter
 * (./s3.ts) keeps them in a private bucket that browsers reach through presigned URLs (`direct`).
 */
export interface FileStorage {
  /** Writes the bytes under the key, replacing any file there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** The file as a stream with its size, or undefined when there is none. */
  stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes without reading it, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /**
   * Present when clients talk to the storage itself: uploads are PUT to a presigned URL (the API never
   * sees the bytes until a call uses the key) and files are read through presigned GETs.
   */
  direct?: DirectAccess;
  /** Lets go of connections (tests; a server keeps its storage for its lifetime). */
  close?(): void;
}

export interface DirectAccess {
  /** A URL that accepts one PUT of the key with this Content-Type, for `expiresInSeconds`. */
  uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /** A URL that reads the key, for `expiresInSeconds`. */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** One segment: letters, digits, `.`, `_`, `-`, not starting with a dot (so never `.` or `..`). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether a key is one this storage accepts: relative, slash-separated safe segments, no traversal. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The type a stored file is served with, by its key's extension (what uploads accept). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
