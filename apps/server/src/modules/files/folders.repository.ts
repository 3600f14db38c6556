import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectFiles, projectFolders } from '../../db/schema';
import { updateVersioned } from '../../db/versioned';

const folderColumns = {
  id: projectFolders.id,
  projectId: projectFolders.projectId,
  parentId: projectFolders.parentId,
  name: projectFolders.name,
  version: projectFolders.version,
  createdAt: projectFolders.createdAt,
  updatedAt: projectFolders.updatedAt,
};

export interface FolderRow {
  id: string;
  projectId: string;
  parentId: string | null;
  name: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export async function listFolders(db: Database, companyId: string, projectId: string): Promise<FolderRow[]> {
  return db
    .select(folderColumns)
    .from(projectFolders)
    .where(and(eq(projectFolders.companyId, companyId), eq(projectFolders.projectId, projectId)))
    .orderBy(asc(sql`lower(${projectFolders.name})`), asc(projectFolders.id));
}

export async function findFolder(
  db: Database,
  companyId: string,
  folderId: string,
): Promise<FolderRow | null> {
  const rows = await db
    .select(folderColumns)
    .from(projectFolders)
    .where(and(eq(projectFolders.id, folderId), eq(projectFolders.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Serialises the folder changes of one project for the rest of the transaction, so the unique-name and no-cycle
 * checks cannot race with another request changing the same tree.
 */
export async function lockFolderTree(db: Database, projectId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`folders:${projectId}`}, 0))`);
}

/** Whether another folder under the same parent has this name, ignoring case. */
export async function siblingNameTaken(
  db: Database,
  folder: { projectId: string; parentId: string | null; name: string; excludeId?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: projectFolders.id })
    .from(projectFolders)
    .where(
      and(
        eq(projectFolders.projectId, folder.projectId),
        folder.parentId == null
          ? isNull(projectFolders.parentId)
          : eq(projectFolders.parentId, folder.parentId),
        sql`lower(${projectFolders.name}) = lower(${folder.name})`,
        folder.excludeId == null ? undefined : ne(projectFolders.id, folder.excludeId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The ids from `folderId` up to its top-level ancestor (including `folderId`). */
export async function ancestorIds(db: Database, projectId: string, folderId: string): Promise<string[]> {
  const folders = await db
    .select({ id: projectFolders.id, parentId: projectFolders.parentId })
    .from(projectFolders)
    .where(eq(projectFolders.projectId, projectId));
  const parentOf = new Map(folders.map((folder) => [folder.id, folder.parentId]));
  const chain: string[] = [];
  // The visited check ends the walk even if the stored tree were ever corrupted into a loop.
  for (
    let id: string | null | undefined = folderId;
    id != null && !chain.includes(id);
    id = parentOf.get(id)
  ) {
    chain.push(id);
  }
  return chain;
}

export async function insertFolder(
  db: Database,
  folder: { companyId: string; projectId: string; parentId: string | null; name: string },
): Promise<string> {
  const rows = await db.insert(projectFolders).values(folder).returning({ id: projectFolders.id });
  const created = rows[0];
  if (created == null) throw new Error('INSERT … RETURNING returned no row');
  return created.id;
}

/** Rename/move when still at `version`; false when the folder has changed since (or is gone). */
export function updateFolder(
  db: Database,
  companyId: string,
  folderId: string,
  version: number,
  changes: { name?: string; parentId?: string | null },
): Promise<boolean> {
  const scope = eq(projectFolders.companyId, companyId);
  return updateVersioned(db, projectFolders, { id: folderId, version, scope }, changes);
}

/** Whether a folder holds files or subfolders. */
export async function folderHasContent(db: Database, folderId: string): Promise<boolean> {
  const files = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(eq(projectFiles.folderId, folderId))
    .limit(1);
  if (files.length > 0) return true;
  const children = await db
    .select({ id: projectFolders.id })
    .from(projectFolders)
    .where(eq(projectFolders.parentId, folderId))
    .limit(1);
  return children.length > 0;
}

export async function deleteFolder(db: Database, companyId: string, folderId: string): Promise<boolean> {
  const rows = await db
    .delete(projectFolders)
    .where(and(eq(projectFolders.id, folderId), eq(projectFolders.companyId, companyId)))
    .returning({ id: projectFolders.id });
  return rows.length > 0;
}
