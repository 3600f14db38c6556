import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, BlobTooLargeError, type FileStorage } from './file-storage';
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

const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');
const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));
const allFiles = async () =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((e) => e.name);

describe('createLocalFileStorage', () => {
  it('stores content under <dir>/<sha[0:2]>/<sha> and reports hash, size and whether it was new', async () => {
    const content = 'Baustellenbericht KW 3';
    const blob = await storage.put(chunks('Baustellen', 'bericht ', 'KW 3'), { maxBytes: 100 });
    expect(blob).toEqual({ sha256: sha256(content), size: content.length, created: true });
    expect(await readFile(join(dir, blob.sha256.slice(0, 2), blob.sha256), 'utf8')).toBe(content);
    expect(await storage.put(chunks(content), { maxBytes: 100 })).toEqual({ ...blob, created: false });
    expect(await allFiles()).toEqual([blob.sha256]);
  });

  it('refuses content above maxBytes and leaves no file behind', async () => {
    await expect(storage.put(chunks('12345', '67890', 'x'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await allFiles()).toEqual([]);
    await expect(storage.put(chunks('1234567890'), { maxBytes: 10 })).resolves.toMatchObject({ size: 10 });
  });

  it('leaves no file behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(failing, { maxBytes: 100 })).rejects.toThrow('connection reset');
    expect(await allFiles()).toEqual([]);
  });

  it('leaves no file behind when the very first chunk fails, many times over', async () => {
    // A failure before a lazily opened write stream had its file would let the file appear after the cleanup.
    const attempts = Array.from({ length: 50 }, () =>
      storage.put(chunks('more than four bytes'), { maxBytes: 4 }).catch((error: unknown) => error),
    );
    for (const outcome of await Promise.all(attempts)) expect(outcome).toBeInstanceOf(BlobTooLargeError);
    expect(await allFiles()).toEqual([]);
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

  it('reads the whole content or an inclusive byte range', async () => {
    const { sha256: hash } = await storage.put(chunks('0123456789'), { maxBytes: 100 });
    expect(await text(await storage.get(hash))).toBe('0123456789');
    expect(await text(await storage.get(hash, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.get(hash, { start: 9, end: 9 }))).toBe('9');
  });

  it('stats and deletes; a missing blob is null, BlobNotFoundError, or a no-op', async () => {
    const { sha256: hash } = await storage.put(chunks('abc'), { maxBytes: 100 });
    expect(await storage.stat(hash)).toMatchObject({ size: 3, modifiedAt: expect.any(Date) });
    await storage.delete(hash);
    expect(await storage.stat(hash)).toBeNull();
    await expect(storage.get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(storage.delete(hash)).resolves.toBeUndefined();
  });

  it('never builds a path from anything but a sha256', async () => {
    for (const key of ['../../etc/passwd', 'AB'.repeat(32), '', `${'a'.repeat(63)}/`]) {
      await expect(storage.stat(key)).rejects.toThrow('not a sha256');
      await expect(storage.get(key)).rejects.toThrow('not a sha256');
      await expect(storage.delete(key)).rejects.toThrow('not a sha256');
    }
  });
});
