import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded documents live: bytes under a random key, never under the name the person
 * gave, so a key cannot be guessed or steer a path. The local folder is the default; an
 * S3-compatible store implements the same three calls.
 */
export interface FileStorage {
  /** Stores the bytes and returns their new key. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes of a key, or null when there are none (or the key is not one of ours). */
  read(key: string): Promise<Buffer | null>;
  /** Removes a key's bytes; removing what is already gone is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export const isFileKey = (key: string) => KEY_PATTERN.test(key);

/** Files under `root/ab/cd/<key>`: two levels keep any one folder small at a million files. */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      await mkdir(path.dirname(pathOf(key)), { recursive: true });
      // 'wx': never overwrite, even in the astronomically unlikely case of a repeated key.
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
