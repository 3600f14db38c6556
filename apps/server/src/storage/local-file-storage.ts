import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobNotFoundError,
  createBlobMeter,
  isSha256,
  type BlobStat,
  type ByteRange,
  type FileStorage,
  type StoredBlob,
} from './file-storage';

/** Temporary files of uploads in progress; on the same file system as the blobs, so a rename publishes one. */
export const LOCAL_TEMP_DIR = '.tmp';

/** A temporary file this old is a leftover of a crashed process (no upload takes a day), never one in progress. */
export const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Blobs on the local disk under `dir`: `<dir>/<first two hex digits>/<sha256>`. Uploads stream into
 * `<dir>/.tmp/<random>` while being hashed and counted, are flushed to disk, then renamed into place. `now` only
 * decides which temporary files count as stale.
 */
export function createLocalFileStorage(dir: string, now: () => Date = () => new Date()): FileStorage {
  const tempDir = join(dir, LOCAL_TEMP_DIR);
  let sweep: Promise<void> | null = null;

  // Once per process, before the first upload: leftovers of a crash (several instances may share the directory,
  // so only files far older than any upload are removed).
  async function removeStaleTempFiles(): Promise<void> {
    const names = await readdir(tempDir).catch(() => []);
    for (const name of names) {
      const path = join(tempDir, name);
      const info = await stat(path).catch(() => null);
      if (info != null && now().getTime() - info.mtime.getTime() > STALE_TEMP_MS)
        await rm(path, { force: true });
    }
  }

  function blobPath(sha256: string): string {
    // Keys come from the database, but a path is only ever built from a verified hash.
    if (!isSha256(sha256)) throw new Error(`not a sha256: ${JSON.stringify(sha256)}`);
    return join(dir, sha256.slice(0, 2), sha256);
  }

  async function put(content: Readable, { maxBytes }: { maxBytes: number }): Promise<StoredBlob> {
    await mkdir(tempDir, { recursive: true });
    // A failed sweep (permissions) must not stop uploads: it is housekeeping only.
    sweep ??= removeStaleTempFiles().catch(() => {});
    await sweep;
    const tempPath = join(tempDir, randomUUID());
    const meter = createBlobMeter(maxBytes);
    // Opened before streaming: a stream that opens lazily could create the file after a failure removed it.
    const handle = await open(tempPath, 'wx');
    try {
      // flush: fsync before close, so a blob a committed row points to survives a power loss.
      await pipeline(content, meter.stream, handle.createWriteStream({ flush: true }));
      const { sha256, size } = meter.result();
      const target = blobPath(sha256);
      if (await exists(target)) {
        await rm(tempPath, { force: true });
        return { sha256, size, created: false };
      }
      await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true });
      // Two uploads of the same content may race here: rename replaces atomically with identical bytes.
      await rename(tempPath, target);
      return { sha256, size, created: true };
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  async function exists(path: string): Promise<boolean> {
    try {
      await stat(path);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    put,

    async get(sha256: string, range?: ByteRange): Promise<Readable> {
      let handle;
      try {
        handle = await open(blobPath(sha256), 'r');
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFoundError(sha256);
        throw error;
      }
      // The stream owns the handle and closes it at the end or when destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(sha256: string): Promise<BlobStat | null> {
      try {
        const info = await stat(blobPath(sha256));
        return { size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(sha256: string): Promise<void> {
      await rm(blobPath(sha256), { force: true });
    },
  };
}

/** The hashes of every blob under `dir` (not the temporary files of uploads in progress), in no set order. */
export async function* listLocalBlobs(dir: string): AsyncGenerator<string> {
  const prefixes = await readdir(dir).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const prefix of prefixes) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const name of await readdir(join(dir, prefix)))
      if (isSha256(name) && name.startsWith(prefix)) yield name;
  }
}
