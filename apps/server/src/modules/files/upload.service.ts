import type { Multipart } from '@fastify/multipart';
import type { ProjectFile } from '@vendoc/contract/files';
import { idSchema } from '@vendoc/contract/common';
import { isUniqueViolation } from '../../db/errors';
import { clientIdState } from '../../lib/client-ids';
import { conflict, validationProblem } from '../../lib/http-problem';
import { tooLarge } from '../../lib/upload-request';
import type { AuthContext } from '../../plugins/auth';
import type { FilesDeps } from '../../plugins/files';
import { claimBlobs, releaseBlobs } from '../../storage/blob-references';
import { storeUploadedPart, type StoredUpload } from '../../storage/store-upload';
import { requireProject } from '../projects/projects.service';
import { fileIdHolder, findFilesByIds, insertFiles } from './files.repository';
import { toProjectFile } from './files.presenter';
import { requireTargetFolder } from './files.service';
import { lockFolderTree } from './folders.repository';

/** The multipart field naming the target folder (optional; top level without it). */
export const FOLDER_FIELD = 'folderId';
/** The multipart field with the id the client chose for the file part that follows it (optional). */
export const FILE_ID_FIELD = 'id';

const FILE_ID_TAKEN = 'Diese Datei-ID ist bereits vergeben; eine neue Datei braucht eine neue ID.';

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
): Promise<{ files: ProjectFile[]; created: boolean }> {
  const { db, storage, contentUrls, maxBytes } = deps;
  await requireProject(db, auth, projectId);
  const stored: (StoredUpload & { clientId: string | undefined })[] = [];
  let folderId: string | null = null;
  let nextId: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === FOLDER_FIELD) folderId = parseFolderId(part.value);
        if (part.fieldname === FILE_ID_FIELD) nextId = parseClientId(part.value, stored);
        continue;
      }
      const upload = await storeUploadedPart(storage, part.file, part.filename, maxBytes);
      stored.push({ ...upload, clientId: nextId });
      nextId = undefined;
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
    const insert = async (): Promise<{ ids: string[]; fresh: typeof stored }> =>
      db.transaction(async (tx) => {
        if (target != null) {
          await lockFolderTree(tx, projectId);
          await requireTargetFolder(tx, auth, projectId, target, FOLDER_FIELD);
        }
        // A file under an id this person uploaded to the project before is a repeat (its answer was lost).
        const repeats = new Set<string>();
        for (const upload of stored) {
          if (upload.clientId === undefined) continue;
          const holder = await fileIdHolder(tx, upload.clientId);
          if (clientIdState(holder, auth) === 'repeat' && holder?.projectId === projectId)
            repeats.add(upload.clientId);
          else if (holder !== null) throw conflict(FILE_ID_TAKEN);
        }
        const fresh = stored.filter(
          (upload) => upload.clientId === undefined || !repeats.has(upload.clientId),
        );
        await claimBlobs(
          tx,
          storage,
          fresh.map((upload) => upload.sha256),
        );
        const inserted = await insertFiles(
          tx,
          fresh.map((upload) => ({
            ...(upload.clientId === undefined ? {} : { id: upload.clientId }),
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
        const freshIds = new Map(fresh.map((upload, index) => [upload, inserted[index] ?? '']));
        return {
          ids: stored.map((upload) => freshIds.get(upload) ?? upload.clientId ?? ''),
          fresh,
        };
      });
    // Two repeats racing: the second insert is refused, and then it is a repeat like any other.
    const { ids, fresh } = await insert().catch((error: unknown) => {
      if (isUniqueViolation(error) && stored.some((upload) => upload.clientId !== undefined)) return insert();
      throw error;
    });
    // The content of a repeat was stored once already: what this request added for it goes again.
    const unclaimed = stored.filter((upload) => upload.created && !fresh.includes(upload));
    await releaseBlobs(
      db,
      storage,
      unclaimed.map((upload) => upload.sha256),
    );
    const rows = await findFilesByIds(db, auth.companyId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const files = ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [toProjectFile(row, contentUrls, auth.userId)];
    });
    return { files, created: fresh.length > 0 };
  } catch (error) {
    const created = stored.filter((upload) => upload.created).map((upload) => upload.sha256);
    await releaseBlobs(db, storage, created);
    throw error;
  }
}

/** The id field before the `stored.length`-th file: a UUID, and not one of an earlier file of the request. */
function parseClientId(value: unknown, stored: readonly { clientId: string | undefined }[]): string {
  const parsed = idSchema.safeParse(value);
  const path = `${FILE_ID_FIELD}.${stored.length}`;
  if (!parsed.success) throw validationProblem([{ path, message: 'Ungültige Datei-ID.' }]);
  if (stored.some((upload) => upload.clientId === parsed.data))
    throw validationProblem([{ path, message: 'Diese Datei-ID steht schon bei einer anderen Datei.' }]);
  return parsed.data;
}

function parseFolderId(value: unknown): string | null {
  if (value === '' || value === 'null') return null;
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) {
    throw validationProblem([{ path: FOLDER_FIELD, message: 'Ungültige Ordner-ID.' }]);
  }
  return parsed.data;
}
