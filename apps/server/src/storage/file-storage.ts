import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/** A blob as stored: addressed by the sha256 (lower-case hex) of its content. */
export interface StoredBlob {
  sha256: string;
  size: number;
  /** False when a blob with this content was stored already (the new copy was dropped). */
  created: boolean;
}

export interface BlobStat {
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file contents live: content-addressed, never under a name a user chose. Implementations: the local
 * disk (local-file-storage.ts) and an S3-compatible object store (s3-file-storage.ts, decision 0046).
 */
export interface FileStorage {
  /**
   * Streams `content` into the store while hashing it. Nothing is left behind when it fails: more than
   * `maxBytes` bytes rejects with BlobTooLargeError, a failing source with the source's error.
   */
  put(content: Readable, options: { maxBytes: number }): Promise<StoredBlob>;
  /** The content (or the inclusive `range` of it); rejects with BlobNotFoundError when there is no such blob. */
  get(sha256: string, range?: ByteRange): Promise<Readable>;
  stat(sha256: string): Promise<BlobStat | null>;
  /** Removes the blob; no error when it does not exist. */
  delete(sha256: string): Promise<void>;
}

/** The content was larger than the allowed size; nothing was stored. */
export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes.`);
  }
}

export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
  constructor(readonly sha256: string) {
    super(`No stored content with sha256 ${sha256}.`);
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Whether `value` is a lower-case hex sha256: the only thing a storage key may ever be built from. */
export function isSha256(value: string): boolean {
  return SHA256_HEX.test(value);
}

/**
 * A pass-through that hashes and counts what a store writes: fails with BlobTooLargeError past `maxBytes`;
 * `result()` after the last byte.
 */
export function createBlobMeter(maxBytes: number): {
  stream: Transform;
  result: () => { sha256: string; size: number };
} {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new BlobTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}
