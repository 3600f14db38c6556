import type { ProjectFile } from '@vendoc/contract/files';
import { api } from '../../../lib/http/api-path';
import { postUpload, type UploadControl } from '../../../lib/upload/post-upload';

/**
 * POST /api/v1/projects/{projectId}/files with one file (the folder first in the form; null for the top level),
 * so each file has its own progress.
 */
export async function uploadProjectFile(
  projectId: string,
  folderId: string | null,
  file: File,
  control: UploadControl,
): Promise<ProjectFile> {
  const answer = (await postUpload(api`/projects/${projectId}/files`, file, { folderId }, control)) as {
    files: ProjectFile[];
  };
  const stored = answer.files[0];
  if (!stored) throw new Error('The upload answer names no stored file');
  return stored;
}
