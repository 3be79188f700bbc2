import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError, isValidKey } from './storage';

const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('puts, gets, streams, checks and deletes files by key', async () => {
    const storage = createLocalStorage(join(root, 'storage'));
    const bytes = new TextEncoder().encode('hello');
    expect(await storage.exists('pictures/1/a.jpg')).toBe(false);
    expect(await storage.get('pictures/1/a.jpg')).toBeUndefined();
    await storage.put('pictures/1/a.jpg', bytes);
    expect(await storage.exists('pictures/1/a.jpg')).toBe(true);
    expect(await storage.get('pictures/1/a.jpg')).toEqual(bytes);
    const file = await storage.stream('pictures/1/a.jpg');
    expect(file?.size).toBe(5);
    expect(await new Response(file?.body).text()).toBe('hello');
    await storage.delete('pictures/1/a.jpg');
    await storage.delete('pictures/1/a.jpg');
    expect(await storage.exists('pictures/1/a.jpg')).toBe(false);
    expect(await storage.stream('pictures/1')).toBeUndefined();
  });

  it('never lets a key leave its root', async () => {
    writeFileSync(join(root, 'secret'), 'secret');
    const storage = createLocalStorage(join(root, 'storage'));
    for (const key of [
      '../secret',
      'tmp/../../secret',
      '/etc/passwd',
      'tmp//x',
      '.hidden',
      'tmp/..',
      'tmp\\..\\..\\secret',
      '',
      'a/b%2F..',
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array())).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
    expect(isValidKey('tmp/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d')).toBe(true);
    expect(isValidKey('pictures/12/9b1deb4d-300.jpg')).toBe(true);
  });
});
