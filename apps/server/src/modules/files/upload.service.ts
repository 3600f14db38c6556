import type { Multipart } from '@fastify/multipart';
import type { ProjectFile } from '@vendoc/contract/files';
import { idSchema } from '@vendoc/contract/common';
import { validationProblem } from '../../lib/http-problem';
import { tooLarge } from '../../lib/upload-request';
import type { AuthContext } from '../../plugins/auth';
import type { FilesDeps } from '../../plugins/files';
import { claimBlobs, releaseBlobs } from '../../storage/blob-references';
import { storeUploadedPart, type StoredUpload } from '../../storage/store-upload';
import { requireProject } from '../projects/projects.service';
import { findFilesByIds, insertFiles } from './files.repository';
import { toProjectFile } from './files.presenter';
import { requireTargetFolder } from './files.service';
import { lockFolderTree } from './folders.repository';

/** The multipart field naming the target folder (optional; top level without it). */
export const FOLDER_FIELD = 'folderId';

/**
 * POST /projects/{projectId}/files: stores every file part of the request (streamed, never buffered whole),
 * then writes all rows in one transaction. On any failure nothing remains: no rows, and the blobs this request
 * created are removed again unless something else references them.
 */
export async function uploadProjectFiles(
  deps: FilesDeps & { maxBytes: number },
  auth: AuthContext,
  projectId: string,
  parts: AsyncIterable<Multipart>,
): Promise<ProjectFile[]> {
  const { db, storage, contentUrls, maxBytes } = deps;
  await requireProject(db, auth, projectId);
  const stored: StoredUpload[] = [];
  let folderId: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === FOLDER_FIELD) folderId = parseFolderId(part.value);
        continue;
      }
      const upload = await storeUploadedPart(storage, part.file, part.filename, maxBytes);
      stored.push(upload);
      // busboy's own limit sits above maxBytes, so the storage refuses first; this is the second fence.
      if (part.file.truncated) throw tooLarge(upload.name, maxBytes);
    }
    if (stored.length === 0) {
      throw validationProblem(
        [{ path: 'files', message: 'Keine Datei erhalten.' }],
        'No file in the request.',
      );
    }
    const target = folderId;
    const ids = await db.transaction(async (tx) => {
      if (target != null) {
        await lockFolderTree(tx, projectId);
        await requireTargetFolder(tx, auth, projectId, target, FOLDER_FIELD);
      }
      await claimBlobs(
        tx,
        storage,
        stored.map((upload) => upload.sha256),
      );
      return insertFiles(
        tx,
        stored.map((upload) => ({
          companyId: auth.companyId,
          projectId,
          folderId: target,
          name: upload.name,
          contentType: upload.contentType,
          size: upload.size,
          sha256: upload.sha256,
          uploadedBy: auth.userId,
        })),
      );
    });
    const rows = await findFilesByIds(db, auth.companyId, ids);
    return rows.map((row) => toProjectFile(row, contentUrls, auth.userId));
  } catch (error) {
    const created = stored.filter((upload) => upload.created).map((upload) => upload.sha256);
    await releaseBlobs(db, storage, created);
    throw error;
  }
}

function parseFolderId(value: unknown): string | null {
  if (value === '' || value === 'null') return null;
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) {
    throw validationProblem([{ path: FOLDER_FIELD, message: 'Ungültige Ordner-ID.' }]);
  }
  return parsed.data;
}
