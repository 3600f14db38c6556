import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { validationProblem } from '../../lib/http-problem';
import { tooLarge } from '../../lib/upload-request';

/** An uploaded file spooled to a temporary file; `dispose` removes it. */
export interface SpooledUpload {
  fileName: string;
  /** Reads the file as a stream of chunks (never whole into memory). */
  open(): AsyncIterable<Uint8Array>;
  dispose(): Promise<void>;
}

class UploadTooLargeError extends Error {}

/**
 * Streams the one file part of a multipart request to a temporary file under `tempDir`, counting bytes
 * (413 above `maxBytes`). The import then reads the file from disk inside its transaction: a slow upload must
 * not hold the database's transaction (PGlite has a single connection) open for minutes. Memory stays flat.
 */
export async function spoolUpload(
  parts: AsyncIterable<Multipart>,
  tempDir: string,
  maxBytes: number,
): Promise<SpooledUpload> {
  await mkdir(tempDir, { recursive: true });
  let spooled: SpooledUpload | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (spooled !== null) {
        part.file.resume();
        throw validationProblem([{ path: 'file', message: 'Bitte genau eine Datei senden.' }]);
      }
      const path = join(tempDir, `datanorm-${randomUUID()}`);
      const fileName = part.filename || 'DATANORM.001';
      spooled = {
        fileName,
        open: () => createReadStream(path, { highWaterMark: 256 * 1024 }),
        dispose: () => rm(path, { force: true }),
      };
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) callback(new UploadTooLargeError());
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(part.file, meter, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw tooLarge(fileName, maxBytes);
        throw error;
      }
      if (part.file.truncated) throw tooLarge(fileName, maxBytes);
    }
  } catch (error) {
    await spooled?.dispose();
    throw error;
  }
  if (spooled === null) throw validationProblem([{ path: 'file', message: 'Keine Datei erhalten.' }]);
  return spooled;
}
