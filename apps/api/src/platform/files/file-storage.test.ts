import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, type FileStorage } from './file-storage';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'niyukti-files-'));
  storage = createLocalFileStorage(root);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('keeps bytes under a fresh random key and gives them back', async () => {
    const first = await storage.put(Buffer.from('one'));
    const second = await storage.put(Buffer.from('one'));
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(second).not.toBe(first);
    expect((await storage.read(first))?.toString()).toBe('one');
  });

  it('removes a file, and removing it again is harmless', async () => {
    const key = await storage.put(Buffer.from('gone soon'));
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  it('answers nothing for a key that is not one of ours, such as a path', async () => {
    for (const key of ['../../etc/passwd', '', 'A'.repeat(32), `${'a'.repeat(31)}/`])
      expect(await storage.read(key)).toBeNull();
    expect(await readdir(root)).not.toContain('etc');
  });
});
