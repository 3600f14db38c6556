import { createHash } from 'node:crypto';
import type { FileStorage } from './file-storage';

export interface BlobCopyReport {
  /** Copied now, and already in the target with the same content. */
  copied: number;
  present: number;
  bytes: number;
  /** Source blobs whose content does not match their name (a damaged disk): not copied. */
  damaged: string[];
  /** Referenced by the database but in neither store: lost before the move, named so that it can be found. */
  missing: string[];
}

async function hashOf(storage: FileStorage, sha256: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.get(sha256)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every blob of `source` into `target` and verifies each by reading it back from the target and hashing
 * it; then checks that every blob the database references is in the target. Idempotent: a second run copies
 * nothing and verifies everything again.
 */
export async function copyBlobs(
  source: FileStorage,
  sourceBlobs: AsyncIterable<string>,
  target: FileStorage,
  referenced: readonly string[],
  progress: (done: number) => void = () => {},
): Promise<BlobCopyReport> {
  const report: BlobCopyReport = { copied: 0, present: 0, bytes: 0, damaged: [], missing: [] };
  const inSource = new Set<string>();
  for await (const sha256 of sourceBlobs) {
    inSource.add(sha256);
    const stored = await target.put(await source.get(sha256), { maxBytes: Number.MAX_SAFE_INTEGER });
    if (stored.sha256 !== sha256) {
      // The bytes on disk are not the ones stored under this name: keep the damage out of the target.
      if (stored.created) await target.delete(stored.sha256);
      report.damaged.push(sha256);
      continue;
    }
    if ((await hashOf(target, sha256)) !== sha256)
      throw new Error(`read back a different content for ${sha256}`);
    if (stored.created) report.copied++;
    else report.present++;
    report.bytes += stored.size;
    progress(report.copied + report.present);
  }
  for (const sha256 of referenced)
    if (!inSource.has(sha256) && (await target.stat(sha256)) == null) report.missing.push(sha256);
  return report;
}
