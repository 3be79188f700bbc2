import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { InvalidStorageKeyError, isValidKey, type FileStorage } from './files';
import { createS3Storage } from './s3';

export {
  CONTENT_TYPES,
  InvalidStorageKeyError,
  isValidKey,
  type DirectAccess,
  type FileStorage,
} from './files';

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
      return (await this.size(key)) !== undefined;
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}

const opened = new Map<string, FileStorage>();

/**
 * The storage of a server, as configured: files under `DATA_DIR/storage/` (the default), or the S3
 * bucket of STORAGE_DRIVER=s3. One instance per place, shared by every caller.
 */
export function storageFor(config: { dataDir: string; storage?: StorageConfig }): FileStorage {
  const chosen = config.storage ?? { driver: 'local' };
  const place =
    chosen.driver === 's3'
      ? `s3:${chosen.endpoint ?? 'aws'}:${chosen.region}:${chosen.bucket}`
      : join(config.dataDir, 'storage');
  let storage = opened.get(place);
  if (!storage) {
    storage = chosen.driver === 's3' ? createS3Storage(chosen) : createLocalStorage(place);
    opened.set(place, storage);
  }
  return storage;
}
