import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectFiles, users } from '../../db/schema';
import { updateVersioned } from '../../db/versioned';

const fileColumns = {
  id: projectFiles.id,
  companyId: projectFiles.companyId,
  projectId: projectFiles.projectId,
  folderId: projectFiles.folderId,
  name: projectFiles.name,
  contentType: projectFiles.contentType,
  size: projectFiles.size,
  sha256: projectFiles.sha256,
  uploadedById: projectFiles.uploadedBy,
  uploadedByName: users.displayName,
  version: projectFiles.version,
  createdAt: projectFiles.createdAt,
  updatedAt: projectFiles.updatedAt,
};

export interface FileRow {
  id: string;
  companyId: string;
  projectId: string;
  folderId: string | null;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedById: string;
  uploadedByName: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export async function listFiles(db: Database, companyId: string, projectId: string): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(projectFiles)
    .innerJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(and(eq(projectFiles.companyId, companyId), eq(projectFiles.projectId, projectId)))
    .orderBy(asc(sql`lower(${projectFiles.name})`), asc(projectFiles.id));
}

export async function findFile(db: Database, companyId: string, fileId: string): Promise<FileRow | null> {
  const rows = await db
    .select(fileColumns)
    .from(projectFiles)
    .innerJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The files with these ids, in the order of `fileIds`. */
export async function findFilesByIds(db: Database, companyId: string, fileIds: string[]): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select(fileColumns)
    .from(projectFiles)
    .innerJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(and(inArray(projectFiles.id, fileIds), eq(projectFiles.companyId, companyId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fileIds.flatMap((id) => byId.get(id) ?? []);
}

export interface NewFile {
  /** The id the client chose; otherwise the database picks one. */
  id?: string;
  companyId: string;
  projectId: string;
  folderId: string | null;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: string;
}

/** Who holds a file id, and in which project (for an upload under an id the client chose). */
export async function fileIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({
      companyId: projectFiles.companyId,
      createdBy: projectFiles.uploadedBy,
      projectId: projectFiles.projectId,
    })
    .from(projectFiles)
    .where(eq(projectFiles.id, id));
  return row ?? null;
}

/** Inserts the rows and returns their ids in the given order. */
export async function insertFiles(db: Database, files: NewFile[]): Promise<string[]> {
  if (files.length === 0) return [];
  const rows = await db.insert(projectFiles).values(files).returning({ id: projectFiles.id });
  return rows.map((row) => row.id);
}

/**
 * Applies a rename/move when the row is still at `version`; bumps version and updated_at. False when the row
 * has moved on (or is gone): the caller answers 409 with the current record, or 404.
 */
export function updateFile(
  db: Database,
  companyId: string,
  fileId: string,
  version: number,
  changes: { name?: string; folderId?: string | null },
): Promise<boolean> {
  const scope = eq(projectFiles.companyId, companyId);
  return updateVersioned(db, projectFiles, { id: fileId, version, scope }, changes);
}

/** Deletes the row; returns its content hash, or null when there was no such file. */
export async function deleteFile(db: Database, companyId: string, fileId: string): Promise<string | null> {
  const rows = await db
    .delete(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.companyId, companyId)))
    .returning({ sha256: projectFiles.sha256 });
  return rows[0]?.sha256 ?? null;
}

/** The project's files with these ids (any order). */
export function projectFilesByIds(
  db: Database,
  companyId: string,
  projectId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: projectFiles.id,
      name: projectFiles.name,
      contentType: projectFiles.contentType,
      size: projectFiles.size,
      sha256: projectFiles.sha256,
    })
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.companyId, companyId),
        eq(projectFiles.projectId, projectId),
        inArray(projectFiles.id, [...ids]),
      ),
    );
}
