import type { z } from 'zod';
import type { fileUpdateSchema, ProjectFile, projectFilesListSchema } from '@vendoc/contract/files';
import type { Database } from '../../db/client';
import { staleOrMissing } from '../../db/versioned';
import { notFound, validationProblem } from '../../lib/http-problem';
import { CONTENT_MISSING } from '../../lib/send-content';
import type { AuthContext } from '../../plugins/auth';
import type { FilesDeps } from '../../plugins/files';
import { releaseBlobs } from '../../storage/blob-references';
import { readBlob } from '../../storage/read-blob';
import { requireProject } from '../projects/projects.service';
import { BlobNotFoundError } from '../../storage/file-storage';
import { deleteFile, findFile, listFiles, projectFilesByIds, updateFile } from './files.repository';

export { listFiles, listFolders, projectFilesByIds };
import { toFolder, toProjectFile } from './files.presenter';
import { findFolder, listFolders, lockFolderTree } from './folders.repository';

export const FILE_NOT_FOUND = 'Die Datei gibt es nicht (mehr).';
export const FOLDER_NOT_FOUND = 'Den Ordner gibt es nicht (mehr).';

type FileUpdate = z.output<typeof fileUpdateSchema>;

/**
 * A target folder for a file must be in the file's project; another project's or company's folder is reported
 * as missing, like any unknown id. Call inside the transaction, after lockFolderTree.
 */
export async function requireTargetFolder(
  db: Database,
  auth: AuthContext,
  projectId: string,
  folderId: string,
  path: string,
): Promise<void> {
  const folder = await findFolder(db, auth.companyId, folderId);
  if (folder == null || folder.projectId !== projectId) {
    throw validationProblem([{ path, message: 'Den Ordner gibt es in diesem Projekt nicht.' }]);
  }
}

export async function listProjectFiles(
  { db, contentUrls }: FilesDeps,
  auth: AuthContext,
  projectId: string,
): Promise<z.output<typeof projectFilesListSchema>> {
  await requireProject(db, auth, projectId);
  const [folders, files] = await Promise.all([
    listFolders(db, auth.companyId, projectId),
    listFiles(db, auth.companyId, projectId),
  ]);
  return {
    folders: folders.map(toFolder),
    files: files.map((row) => toProjectFile(row, contentUrls, auth.userId)),
  };
}

export async function getProjectFile(
  { db, contentUrls }: FilesDeps,
  auth: AuthContext,
  fileId: string,
): Promise<ProjectFile> {
  const row = await findFile(db, auth.companyId, fileId);
  if (row == null) throw notFound(FILE_NOT_FOUND);
  return toProjectFile(row, contentUrls, auth.userId);
}

/** A file of the company with its whole content, for the modules that read files (incoming e-invoices). */
export async function readProjectFile(
  { db, storage }: Pick<FilesDeps, 'db' | 'storage'>,
  auth: AuthContext,
  fileId: string,
): Promise<{ id: string; name: string; sha256: string; bytes: Uint8Array }> {
  const row = await findFile(db, auth.companyId, fileId);
  if (row == null) throw notFound(FILE_NOT_FOUND);
  const bytes = await readBlob(storage, row.sha256).catch((error: unknown) => {
    // The row without its content (a lost blob) is missing content, as GET …/content answers: not a 500.
    if (error instanceof BlobNotFoundError) throw notFound(CONTENT_MISSING);
    throw error;
  });
  return { id: row.id, name: row.name, sha256: row.sha256, bytes };
}

/**
 * The contents of files of a project by id, for printing them (a diary day's photos): a file that is gone (deleted
 * meanwhile, another project's) or whose content is missing is left out. One file after another, so a long list
 * never holds more than what it returns.
 */
export async function readProjectFilesByIds(
  { db, storage }: Pick<FilesDeps, 'db' | 'storage'>,
  companyId: string,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const rows = await projectFilesByIds(db, companyId, projectId, [...new Set(ids)]);
  const contents = new Map<string, Uint8Array>();
  for (const row of rows) {
    const bytes = await readBlob(storage, row.sha256).catch((error: unknown) => {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    });
    if (bytes !== null) contents.set(row.id, bytes);
  }
  return contents;
}

/** Rename and/or move when `version` is still current; 409 with the current file otherwise. */
export async function updateProjectFile(
  deps: FilesDeps,
  auth: AuthContext,
  fileId: string,
  input: FileUpdate,
): Promise<ProjectFile> {
  const { db, contentUrls } = deps;
  const file = await findFile(db, auth.companyId, fileId);
  if (file == null) throw notFound(FILE_NOT_FOUND);
  const changes = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.folderId === undefined ? {} : { folderId: input.folderId }),
  };
  await db.transaction(async (tx) => {
    if (input.folderId != null) {
      // Held until commit, so the folder cannot be deleted between this check and the update.
      await lockFolderTree(tx, file.projectId);
      await requireTargetFolder(tx, auth, file.projectId, input.folderId, 'folderId');
    }
    if (await updateFile(tx, auth.companyId, fileId, input.version, changes)) return;
    throw await staleOrMissing(
      () => findFile(tx, auth.companyId, fileId),
      { notFound: FILE_NOT_FOUND, stale: 'Die Datei wurde inzwischen geändert.' },
      (current) => toProjectFile(current, contentUrls, auth.userId),
    );
  });
  return getProjectFile(deps, auth, fileId);
}

/** Deletes the file; its content goes too unless another file or a logo has the same content. */
export async function deleteProjectFile(
  { db, storage }: FilesDeps,
  auth: AuthContext,
  fileId: string,
): Promise<void> {
  const sha256 = await deleteFile(db, auth.companyId, fileId);
  if (sha256 == null) throw notFound(FILE_NOT_FOUND);
  await releaseBlobs(db, storage, [sha256]);
}
