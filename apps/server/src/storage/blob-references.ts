import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  companies,
  documentTemplateFiles,
  orderDocumentOutputs,
  projectExports,
  projectFiles,
} from '../db/schema';
import { HttpProblem } from '../lib/http-problem';
import { rowsOf } from '../db/rows';
import type { FileStorage } from './file-storage';

/**
 * Blobs are shared: one content uploaded twice (or used as a logo too) is stored once. A blob is deleted only
 * when no file row, no company logo, no template file, no order document output and no project export references it; the check and the deletion hold the blob's lock.
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

/**
 * Serialises, for the rest of the transaction, everything that adds or drops a reference to this blob: a
 * reference check and the blob's deletion then never interleave with an insert that relies on the blob.
 */
export async function lockBlob(db: Database, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`blob:${sha256}`}, 0))`);
}

/** Whether any file row (of any company), company logo or document template file still uses the blob. */
export async function blobIsReferenced(db: Database, sha256: string): Promise<boolean> {
  const files = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(eq(projectFiles.sha256, sha256))
    .limit(1);
  if (files.length > 0) return true;
  const logos = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.logoSha256, sha256))
    .limit(1);
  if (logos.length > 0) return true;
  const templateFiles = await db
    .select({ id: documentTemplateFiles.id })
    .from(documentTemplateFiles)
    .where(eq(documentTemplateFiles.sha256, sha256))
    .limit(1);
  if (templateFiles.length > 0) return true;
  // The stored PDFs and e-invoices of issued order documents (GoBD: kept as long as the document).
  const outputs = await db
    .select({ sha256: orderDocumentOutputs.sha256 })
    .from(orderDocumentOutputs)
    .where(eq(orderDocumentOutputs.sha256, sha256))
    .limit(1);
  if (outputs.length > 0) return true;
  // The ZIPs of project exports (kept 7 days).
  const exports = await db
    .select({ id: projectExports.id })
    .from(projectExports)
    .where(eq(projectExports.sha256, sha256))
    .limit(1);
  return exports.length > 0;
}

/** Every blob the database references (files, logos, template files, issued documents, exports), sorted. */
export async function referencedBlobs(db: Database): Promise<string[]> {
  const rows = rowsOf<{ sha256: string }>(await db.execute(sql.raw(REFERENCED_BLOBS_SQL)));
  return rows.map((row) => row.sha256);
}

/** The query of referencedBlobs, for a caller on its own connection (the backup's snapshot): column sha256. */
export const REFERENCED_BLOBS_SQL = `
  select sha256 from project_files
  union select logo_sha256 from companies where logo_sha256 is not null
  union select sha256 from document_template_files
  union select sha256 from order_document_outputs
  union select sha256 from project_exports where sha256 is not null
  order by 1`;
