import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BlobNotFoundError, BlobTooLargeError, type FileStorage } from './file-storage';

export interface StorageUnderTest {
  storage: () => FileStorage;
  /** The last segment of the name of everything stored (blobs and temporary files alike). */
  storedNames: () => Promise<string[]>;
}

export const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
export const chunks = (...parts: (string | Buffer)[]) =>
  Readable.from(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));

/** What every FileStorage does, whatever it stores on: one suite for the disk and for S3. */
export function describeFileStorageContract(name: string, under: StorageUnderTest) {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores content by its hash and reports hash, size and whether it was new', async () => {
      const content = 'Baustellenbericht KW 3';
      const blob = await under.storage().put(chunks('Baustellen', 'bericht ', 'KW 3'), { maxBytes: 100 });
      expect(blob).toEqual({ sha256: sha256(content), size: content.length, created: true });
      expect(await text(await under.storage().get(blob.sha256))).toBe(content);
      expect(await under.storage().put(chunks(content), { maxBytes: 100 })).toEqual({
        ...blob,
        created: false,
      });
      expect(await under.storedNames()).toEqual([blob.sha256]);
    });

    it('refuses content above maxBytes and leaves nothing behind', async () => {
      await expect(
        under.storage().put(chunks('12345', '67890', 'x'), { maxBytes: 10 }),
      ).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await under.storedNames()).toEqual([]);
      await expect(under.storage().put(chunks('1234567890'), { maxBytes: 10 })).resolves.toMatchObject({
        size: 10,
      });
    });

    it('leaves nothing behind when the source fails', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('connection reset'));
        },
      });
      await expect(under.storage().put(failing, { maxBytes: 100 })).rejects.toThrow('connection reset');
      expect(await under.storedNames()).toEqual([]);
    });

    it('leaves nothing behind when the very first chunk fails, many times over', async () => {
      // A failure before a lazily opened write had its target would let the target appear after the cleanup.
      const attempts = Array.from({ length: 20 }, () =>
        under
          .storage()
          .put(chunks('more than four bytes'), { maxBytes: 4 })
          .catch((error: unknown) => error),
      );
      for (const outcome of await Promise.all(attempts)) expect(outcome).toBeInstanceOf(BlobTooLargeError);
      expect(await under.storedNames()).toEqual([]);
    });

    it('reads the whole content or an inclusive byte range', async () => {
      const { sha256: hash } = await under.storage().put(chunks('0123456789'), { maxBytes: 100 });
      expect(await text(await under.storage().get(hash))).toBe('0123456789');
      expect(await text(await under.storage().get(hash, { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await under.storage().get(hash, { start: 9, end: 9 }))).toBe('9');
    });

    it('stats and deletes; a missing blob is null, BlobNotFoundError, or a no-op', async () => {
      const { sha256: hash } = await under.storage().put(chunks('abc'), { maxBytes: 100 });
      expect(await under.storage().stat(hash)).toMatchObject({ size: 3, modifiedAt: expect.any(Date) });
      await under.storage().delete(hash);
      expect(await under.storage().stat(hash)).toBeNull();
      await expect(under.storage().get(hash)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(under.storage().delete(hash)).resolves.toBeUndefined();
    });

    it('never builds a location from anything but a sha256', async () => {
      for (const key of ['../../etc/passwd', 'AB'.repeat(32), '', `${'a'.repeat(63)}/`]) {
        await expect(under.storage().stat(key)).rejects.toThrow('not a sha256');
        await expect(under.storage().get(key)).rejects.toThrow('not a sha256');
        await expect(under.storage().delete(key)).rejects.toThrow('not a sha256');
      }
    });
  });
}
