import type { Folder, ProjectFile } from '@vendoc/contract/files';

/** A row of the list: a folder or a file. */
export type Entry = { kind: 'folder'; folder: Folder } | { kind: 'file'; file: ProjectFile };

export type EntryAction = 'preview' | 'eInvoice' | 'rename' | 'move' | 'delete';

export type SortField = 'name' | 'size' | 'date';
export interface SortOrder {
  readonly field: SortField;
  readonly descending: boolean;
}

/** The data transfer type of a file row being dragged onto a folder (not files from the desktop). */
export const DRAGGED_FILE_TYPE = 'application/x-vendoc-file';

export function entryName(entry: Entry): string {
  return entry.kind === 'folder' ? entry.folder.name : entry.file.name;
}

export function entryKey(entry: Entry): string {
  return entry.kind === 'folder' ? `folder:${entry.folder.id}` : `file:${entry.file.id}`;
}

const compareNames = (a: string, b: string) =>
  a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' });

/** Folders first (by name), then files in the chosen order; ties by name, so the order is stable. */
export function sortEntries(
  folders: readonly Folder[],
  files: readonly ProjectFile[],
  order: SortOrder,
): Entry[] {
  const direction = order.descending ? -1 : 1;
  const sortedFiles = [...files].sort((a, b) => {
    let result = 0;
    if (order.field === 'size') result = a.size - b.size;
    else if (order.field === 'date') result = a.createdAt.localeCompare(b.createdAt);
    return (result || compareNames(a.name, b.name)) * direction;
  });
  const sortedFolders = [...folders].sort((a, b) => compareNames(a.name, b.name));
  return [
    ...sortedFolders.map((folder): Entry => ({ kind: 'folder', folder })),
    ...sortedFiles.map((file): Entry => ({ kind: 'file', file })),
  ];
}
