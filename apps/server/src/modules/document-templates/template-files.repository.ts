import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentTemplateFiles } from '../../db/schema';

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
