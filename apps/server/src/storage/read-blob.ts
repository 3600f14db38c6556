import type { FileStorage } from './file-storage';

/** A blob's whole content in memory (for small files: images and letterheads placed on documents). */
export async function readBlob(storage: FileStorage, sha256: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(sha256)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
