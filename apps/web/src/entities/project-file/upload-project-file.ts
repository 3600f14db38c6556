import i18next from 'i18next';
import { projectFilesUploadResponseSchema, type ProjectFile } from '@vendoc/contract/files';
import { getSignedInUserId } from '../../lib/auth/token-storage';
import { api } from '../../lib/http/api-path';
import { newIdempotencyKey } from '../../lib/http/idempotency-key';
import { pendingContext } from '../../lib/offline/pending-records';
import { writeThroughOutbox } from '../../lib/offline/write-through-outbox';
import type { UploadControl } from '../../lib/upload/post-upload';
import { projectFileKeys } from './get-project-file';
import { isLocalFile, LOCAL_CONTENT_PREFIX, PROJECT_FILE_ENTITY } from './local-file';

/** Files uploaded on this page, by id: a record that links one by its id shows it before the server answers. */
const knownFiles = new Map<string, ProjectFile>();

/** A file uploaded on this page (stored, or waiting in the outbox), or undefined. */
export function uploadedFile(id: string): ProjectFile | undefined {
  return knownFiles.get(id);
}

/**
 * POST /api/v1/projects/{projectId}/files with one file (photo or voice memo) under an id chosen here, through the
 * outbox: online it resolves the stored file (with progress); when it cannot be sent now, it resolves the file as it
 * will be (its content shown from the device), kept with its bytes in IndexedDB and sent once the connection is
 * back. A note or a day can link it at once by its id: their change waits for the upload (`dependsOn`).
 */
export async function uploadProjectFile(
  projectId: string,
  file: File,
  control: UploadControl = {},
): Promise<ProjectFile> {
  const id = newIdempotencyKey();
  const now = new Date().toISOString();
  const local: ProjectFile = {
    id,
    projectId,
    folderId: null,
    name: file.name,
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    sha256: '',
    uploadedBy: { id: getSignedInUserId() ?? '', displayName: '' },
    contentUrl: `${LOCAL_CONTENT_PREFIX}${id}`,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  knownFiles.set(id, local);
  const { value } = await writeThroughOutbox(
    {
      method: 'POST',
      url: api`/projects/${projectId}/files`,
      parts: [
        { name: 'id', value: id },
        { name: 'file', blob: file, fileName: file.name },
      ],
      label: i18next.t('shell:offline.upload', { name: file.name }),
      entity: PROJECT_FILE_ENTITY,
      recordId: id,
      context: pendingContext(local),
      invalidates: [projectFileKeys.ofProject(projectId)],
    },
    (data) => {
      const stored = projectFilesUploadResponseSchema.parse(data).files[0];
      if (!stored) throw new Error('The upload answer names no stored file');
      return stored;
    },
    local,
    control.onProgress ? { onProgress: control.onProgress } : undefined,
  );
  knownFiles.set(id, value);
  return value;
}

/** The dependency of a change that links these files: it waits for those of them still in the outbox. */
export function filesDependency(files: readonly Pick<ProjectFile, 'id' | 'contentUrl'>[]) {
  return files.filter(isLocalFile).map((file) => ({ entity: PROJECT_FILE_ENTITY, recordId: file.id }));
}
