import { and, asc, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { ExportOptions, ExportStatus } from '@vendoc/contract/project-exports';
import type { Database } from '../../db/client';
import { projectExports, users } from '../../db/schema';

export type ExportRow = typeof projectExports.$inferSelect;
export type ExportView = ExportRow & { createdByName: string };

const viewColumns = {
  row: projectExports,
  createdByName: users.displayName,
};

const selectViews = (db: Database) =>
  db.select(viewColumns).from(projectExports).innerJoin(users, eq(users.id, projectExports.createdBy));

/** Options as stored: exports from before `boqXlsx` existed lack it (they were made without XLSX). */
const withStoredDefaults = (row: ExportRow): ExportRow => ({
  ...row,
  options: { ...row.options, boqXlsx: (row.options as Partial<ExportOptions>).boqXlsx === true },
});

const toView = ({ row, createdByName }: { row: ExportRow; createdByName: string }): ExportView => ({
  ...withStoredDefaults(row),
  createdByName,
});

export async function findExport(db: Database, companyId: string, id: string): Promise<ExportView | null> {
  const rows = await selectViews(db)
    .where(and(eq(projectExports.id, id), eq(projectExports.companyId, companyId)))
    .limit(1);
  return rows[0] === undefined ? null : toView(rows[0]);
}

/** The export by id alone: for its job, which has no company context of its own. */
export async function findExportById(db: Database, id: string): Promise<ExportRow | null> {
  const rows = await db.select().from(projectExports).where(eq(projectExports.id, id)).limit(1);
  return rows[0] === undefined ? null : withStoredDefaults(rows[0]);
}

/** The exports of a project, newest first. */
export async function listExports(db: Database, companyId: string, projectId: string): Promise<ExportView[]> {
  const rows = await selectViews(db)
    .where(and(eq(projectExports.companyId, companyId), eq(projectExports.projectId, projectId)))
    .orderBy(desc(projectExports.createdAt), asc(projectExports.id));
  return rows.map(toView);
}

export async function insertExport(
  tx: Database,
  values: {
    companyId: string;
    projectId: string;
    options: ExportOptions;
    createdBy: string;
    expiresAt: Date;
    phase: string;
  },
): Promise<string> {
  const [row] = await tx.insert(projectExports).values(values).returning({ id: projectExports.id });
  if (row === undefined) throw new Error('no export inserted');
  return row.id;
}

/** Changes an export that is still in one of `statuses`; false when it is not (cancelled or deleted meanwhile). */
export async function updateExport(
  db: Database,
  id: string,
  statuses: readonly ExportStatus[],
  changes: Partial<Omit<typeof projectExports.$inferInsert, 'id' | 'companyId' | 'projectId'>>,
): Promise<boolean> {
  const rows = await db
    .update(projectExports)
    .set(changes)
    .where(and(eq(projectExports.id, id), inArray(projectExports.status, [...statuses])))
    .returning({ id: projectExports.id });
  return rows.length > 0;
}

export async function deleteExport(tx: Database, companyId: string, id: string): Promise<ExportRow | null> {
  const rows = await tx
    .delete(projectExports)
    .where(and(eq(projectExports.id, id), eq(projectExports.companyId, companyId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the finished exports kept past their time; their rows (with the files to release). */
export function deleteExpiredExports(db: Database, now: Date): Promise<ExportRow[]> {
  return db
    .delete(projectExports)
    .where(and(lt(projectExports.expiresAt, now), notInArray(projectExports.status, ['queued', 'running'])))
    .returning();
}
