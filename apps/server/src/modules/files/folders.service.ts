import type { z } from 'zod';
import type { Folder, folderCreateSchema, folderUpdateSchema } from '@vendoc/contract/files';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { requireProject } from '../projects/projects.service';
import { FOLDER_NOT_FOUND } from './files.service';
import { toFolder } from './files.presenter';
import {
  ancestorIds,
  deleteFolder,
  findFolder,
  folderHasContent,
  insertFolder,
  lockFolderTree,
  siblingNameTaken,
  updateFolder,
} from './folders.repository';

type FolderCreate = z.output<typeof folderCreateSchema>;
type FolderUpdate = z.output<typeof folderUpdateSchema>;

const nameTaken = (name: string) => conflict(`Hier gibt es schon einen Ordner „${name}“.`);

async function requireParent(db: Database, auth: AuthContext, projectId: string, parentId: string) {
  const parent = await findFolder(db, auth.companyId, parentId);
  if (parent == null || parent.projectId !== projectId) {
    throw validationProblem([{ path: 'parentId', message: 'Den übergeordneten Ordner gibt es nicht.' }]);
  }
}

async function requireFolder(db: Database, auth: AuthContext, folderId: string) {
  const folder = await findFolder(db, auth.companyId, folderId);
  if (folder == null) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

/** Creates a folder; names are unique per parent folder, ignoring case (409 otherwise). */
export async function createFolder(
  db: Database,
  auth: AuthContext,
  projectId: string,
  input: FolderCreate,
): Promise<Folder> {
  await requireProject(db, auth, projectId);
  const id = await db.transaction(async (tx) => {
    await lockFolderTree(tx, projectId);
    if (input.parentId != null) await requireParent(tx, auth, projectId, input.parentId);
    if (await siblingNameTaken(tx, { projectId, parentId: input.parentId, name: input.name })) {
      throw nameTaken(input.name);
    }
    return insertFolder(tx, {
      companyId: auth.companyId,
      projectId,
      parentId: input.parentId,
      name: input.name,
    });
  });
  return toFolder(await requireFolder(db, auth, id));
}

/**
 * Renames and/or moves a folder when `version` is still current (409 with the current folder otherwise). A folder
 * cannot move into itself or one of its subfolders (400), nor next to a folder of the same name (409).
 */
export async function updateFolderRecord(
  db: Database,
  auth: AuthContext,
  folderId: string,
  input: FolderUpdate,
): Promise<Folder> {
  const folder = await requireFolder(db, auth, folderId);
  await db.transaction(async (tx) => {
    await lockFolderTree(tx, folder.projectId);
    const current = await requireFolder(tx, auth, folderId);
    if (current.version !== input.version) {
      throw conflict('Der Ordner wurde inzwischen geändert.', toFolder(current));
    }
    const parentId = input.parentId === undefined ? current.parentId : input.parentId;
    const name = input.name ?? current.name;
    if (parentId != null) {
      await requireParent(tx, auth, current.projectId, parentId);
      if ((await ancestorIds(tx, current.projectId, parentId)).includes(folderId)) {
        throw validationProblem([
          {
            path: 'parentId',
            message: 'Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner verschoben werden.',
          },
        ]);
      }
    }
    if (await siblingNameTaken(tx, { projectId: current.projectId, parentId, name, excludeId: folderId })) {
      throw nameTaken(name);
    }
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
    };
    // The tree lock makes the version check above final; the condition in the update only repeats it.
    if (!(await updateFolder(tx, auth.companyId, folderId, input.version, changes))) {
      throw conflict(
        'Der Ordner wurde inzwischen geändert.',
        toFolder(await requireFolder(tx, auth, folderId)),
      );
    }
  });
  return toFolder(await requireFolder(db, auth, folderId));
}

/** Deletes an empty folder; a folder with files or subfolders is refused with 409 (nothing is lost by accident). */
export async function deleteFolderRecord(db: Database, auth: AuthContext, folderId: string): Promise<void> {
  const folder = await requireFolder(db, auth, folderId);
  await db.transaction(async (tx) => {
    await lockFolderTree(tx, folder.projectId);
    if (await folderHasContent(tx, folderId)) {
      throw conflict(
        `Der Ordner „${folder.name}“ ist nicht leer. Verschieben oder löschen Sie zuerst seine Dateien und Unterordner.`,
      );
    }
    if (!(await deleteFolder(tx, auth.companyId, folderId))) throw notFound(FOLDER_NOT_FOUND);
  });
}
