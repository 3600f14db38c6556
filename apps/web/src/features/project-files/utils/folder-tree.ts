import type { Folder } from '@vendoc/contract/files';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de', { numeric: true, sensitivity: 'base' });

/** The folders from the top level down to `folderId` (inclusive); empty for the top level or an unknown id. */
export function folderPath(folders: readonly Folder[], folderId: string | null): Folder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: Folder[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  // A cycle cannot come from the server, but a bad answer must not hang the page.
  while (current && path.length <= folders.length) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The folders directly inside `parentId` (null: the top level), by name. */
export function childFolders(folders: readonly Folder[], parentId: string | null): Folder[] {
  return folders.filter((folder) => folder.parentId === parentId).sort(byName);
}

/** A folder and everything below it: where it cannot be moved to. */
export function subtreeIds(folders: readonly Folder[], folderId: string): Set<string> {
  const result = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && result.has(folder.parentId) && !result.has(folder.id)) {
        result.add(folder.id);
        grew = true;
      }
    }
  }
  return result;
}

export interface FolderOption {
  readonly folder: Folder;
  /** 0 for a top-level folder. */
  readonly depth: number;
}

/** Every folder as a depth-first tree in name order, leaving out the ids in `exclude` and what is below them. */
export function folderOptions(
  folders: readonly Folder[],
  exclude: ReadonlySet<string> = new Set(),
): FolderOption[] {
  const options: FolderOption[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const folder of childFolders(folders, parentId)) {
      if (exclude.has(folder.id)) continue;
      options.push({ folder, depth });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
