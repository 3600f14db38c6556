import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentTemplateFiles, documentTemplates } from '../../db/schema';

const fileColumns = {
  id: documentTemplateFiles.id,
  name: documentTemplateFiles.name,
  contentType: documentTemplateFiles.contentType,
  size: documentTemplateFiles.size,
  sha256: documentTemplateFiles.sha256,
  createdAt: documentTemplateFiles.createdAt,
};
export type TemplateFileRow = Awaited<ReturnType<typeof findTemplateFiles>>[number];

export async function insertTemplateFile(
  tx: Database,
  companyId: string,
  file: { name: string; contentType: string; size: number; sha256: string },
): Promise<TemplateFileRow> {
  const rows = await tx
    .insert(documentTemplateFiles)
    .values({ companyId, ...file })
    .returning(fileColumns);
  const row = rows[0];
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

/** The company's template files of these ids (others' and unknown ids are left out). */
export function findTemplateFiles(db: Database, companyId: string, ids: readonly string[]) {
  return db
    .select(fileColumns)
    .from(documentTemplateFiles)
    .where(
      and(
        eq(documentTemplateFiles.companyId, companyId),
        inArray(
          documentTemplateFiles.id,
          ids.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...ids],
        ),
      ),
    );
}

/**
 * Serialises, for the rest of the transaction, the changes of which files the company's layouts reference
 * (storing a layout, deleting a template, pruning files): a file is never pruned while a layout placing it
 * is being stored.
 */
export async function lockTemplateFileReferences(tx: Database, companyId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`document-template-files:${companyId}`}, 0))`,
  );
}

/**
 * Inside the caller's transaction: deletes the company's template files older than `graceSeconds` that no
 * layout of the company mentions, and returns their blobs' hashes (for releaseBlobs after the commit). A file
 * counts as referenced when its id appears anywhere in a stored layout's JSON: exact for readable layouts (ids of
 * files stand only in image `source.fileId` and background `fileId`) and on the safe side for unreadable ones.
 */
export async function deleteUnreferencedTemplateFiles(
  tx: Database,
  companyId: string,
  graceSeconds: number,
): Promise<string[]> {
  const rows = await tx
    .delete(documentTemplateFiles)
    .where(
      and(
        eq(documentTemplateFiles.companyId, companyId),
        sql`${documentTemplateFiles.createdAt} < now() - ${graceSeconds}::integer * interval '1 second'`,
        sql`not exists (select 1 from ${documentTemplates} where ${documentTemplates.companyId} = ${companyId} and strpos(${documentTemplates.template}::text, ${documentTemplateFiles.id}::text) > 0)`,
      ),
    )
    .returning({ sha256: documentTemplateFiles.sha256 });
  return rows.map((row) => row.sha256);
}
