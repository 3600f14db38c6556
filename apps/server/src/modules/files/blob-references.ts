import type { Database } from '../../db/client';
import { HttpProblem } from '../../lib/http-problem';
import type { FileStorage } from '../../storage/file-storage';
import { blobIsReferenced, lockBlob } from './files.repository';

/**
 * Blobs are shared: one content uploaded twice (or used as a logo too) is stored once. A blob is deleted only
 * when no file row and no company logo references it; the check and the deletion hold the blob's lock.
 */
export async function releaseBlobs(db: Database, storage: FileStorage, hashes: Iterable<string>) {
  for (const sha256 of new Set(hashes)) {
    await db.transaction(async (tx) => {
      await lockBlob(tx, sha256);
      if (!(await blobIsReferenced(tx, sha256))) await storage.delete(sha256);
    });
  }
}

/**
 * Inside the transaction that adds references to blobs: takes their locks (in a fixed order, so two such
 * transactions cannot deadlock) and makes sure each blob is still stored, i.e. was not released by a failed
 * upload of the same content in the meantime.
 */
export async function claimBlobs(tx: Database, storage: FileStorage, hashes: Iterable<string>) {
  for (const sha256 of [...new Set(hashes)].sort()) {
    await lockBlob(tx, sha256);
    if ((await storage.stat(sha256)) == null) {
      throw new HttpProblem({
        status: 503,
        type: 'unavailable',
        title: 'Service Unavailable',
        detail: 'Die Datei wurde gleichzeitig an anderer Stelle verworfen. Bitte erneut hochladen.',
        headers: { 'retry-after': '1' },
      });
    }
  }
}
