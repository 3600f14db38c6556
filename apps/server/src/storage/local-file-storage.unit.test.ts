import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunks, describeFileStorageContract } from './file-storage-contract';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

let dir: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vendoc-storage-'));
  storage = createLocalFileStorage(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const allFiles = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((e) => e.name);

describeFileStorageContract('createLocalFileStorage', { storage: () => storage, storedNames: allFiles });

describe('createLocalFileStorage', () => {
  it('stores content under <dir>/<sha[0:2]>/<sha>', async () => {
    const blob = await storage.put(chunks('Baustellenbericht KW 3'), { maxBytes: 100 });
    expect(await readFile(join(dir, blob.sha256.slice(0, 2), blob.sha256), 'utf8')).toBe(
      'Baustellenbericht KW 3',
    );
  });

  it('removes day-old temporary files (a crash) before its first upload, and keeps younger ones', async () => {
    await mkdir(join(dir, '.tmp'));
    await writeFile(join(dir, '.tmp', 'crashed'), 'half an upload');
    await writeFile(join(dir, '.tmp', 'in-progress'), 'another instance is writing this');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(join(dir, '.tmp', 'crashed'), twoDaysAgo, twoDaysAgo);
    await storage.put(chunks('x'), { maxBytes: 10 });
    expect(await readdir(join(dir, '.tmp'))).toEqual(['in-progress']);
  });
});
