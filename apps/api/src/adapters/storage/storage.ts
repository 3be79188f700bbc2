import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key (`tmp/<uuid>`, `pictures/<memberId>/<uuid>.jpg`...). An S3-compatible
 * adapter fills the same interface (put → PutObject, get/stream → GetObject, delete → DeleteObject,
 * exists → HeadObject); the embedded default keeps the files on disk.
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

/** The embedded default: one file per key under `root` (DATA_DIR/storage). */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);

  const pathOf = (key: string): string => {
    if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
    const path = resolve(join(base, ...key.split('/')));
    // Belt and braces: whatever the key, the path stays inside the root.
    if (!path.startsWith(base + sep)) throw new InvalidStorageKeyError(key);
    return path;
  };

  const isMissing = (error: unknown): boolean =>
    (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        return { body, size: info.size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

const local = new Map<string, FileStorage>();

/**
 * The storage of a server: files under `DATA_DIR/storage/`. (When an S3 adapter exists, this is where
 * configuration picks it.)
 */
export function storageFor(config: { dataDir: string }): FileStorage {
  const root = join(config.dataDir, 'storage');
  let storage = local.get(root);
  if (!storage) {
    storage = createLocalStorage(root);
    local.set(root, storage);
  }
  return storage;
}
