import type { Folder, ProjectFile } from '@vendoc/contract/files';
import type { ContentUrls } from '../../lib/content-urls';
import type { FileRow } from './files.repository';
import type { FolderRow } from './folders.repository';

/** The API shape of a file row; its content URL is signed for the user who asked. */
export function toProjectFile(row: FileRow, contentUrls: ContentUrls, viewerId: string): ProjectFile {
  return {
    id: row.id,
    projectId: row.projectId,
    folderId: row.folderId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploadedBy: { id: row.uploadedById, displayName: row.uploadedByName },
    contentUrl: contentUrls.forFile(row.id, viewerId),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFolder(row: FolderRow): Folder {
  return {
    id: row.id,
    projectId: row.projectId,
    parentId: row.parentId,
    name: row.name,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
