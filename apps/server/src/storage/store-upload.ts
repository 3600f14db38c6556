import { pipeline, type Readable } from 'node:stream';
import { createHeadCapture, detectContentType } from '../lib/content-type';
import { sanitizeUploadName } from '../lib/file-name';
import { tooLarge } from '../lib/upload-request';
import { BlobTooLargeError, type FileStorage, type StoredBlob } from './file-storage';

/** A stored upload: its blob, its cleaned name and the content type detected from its first bytes. */
export interface StoredUpload extends StoredBlob {
  name: string;
  contentType: string;
}

/**
 * Streams one uploaded part into the storage, keeping its first bytes for type detection. Too large: the
 * storage has dropped the content and this throws a 413 problem.
 */
export async function storeUploadedPart(
  storage: FileStorage,
  file: Readable & { truncated?: boolean },
  rawName: string,
  maxBytes: number,
): Promise<StoredUpload> {
  const name = sanitizeUploadName(rawName);
  const capture = createHeadCapture();
  // Errors of the part (an aborted request) reach the storage through the pipeline and remove the temp file.
  const source = pipeline(file, capture.stream, () => {});
  let blob: StoredBlob;
  try {
    blob = await storage.put(source, { maxBytes });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(name, maxBytes);
    throw error;
  }
  return { ...blob, name, contentType: await detectContentType(capture.head(), name) };
}
