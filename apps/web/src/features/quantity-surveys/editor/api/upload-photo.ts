import { projectFilesUploadResponseSchema, type ProjectFile } from '@vendoc/contract/files';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { api } from '../../../../lib/http/api-path';

/** POST /api/v1/projects/{projectId}/files (multipart): the photo of a line as a file of the project. */
export async function uploadPhoto(projectId: string, blob: Blob, name: string): Promise<ProjectFile> {
  const form = new FormData();
  form.append('file', new File([blob], name, { type: blob.type }));
  const response = await vendocHttp.post<unknown>(api`/projects/${projectId}/files`, form, {
    // A photo over a slow site connection may take longer than the API's usual timeout.
    timeout: 0,
  });
  const stored = projectFilesUploadResponseSchema.parse(response.data).files[0];
  if (!stored) throw new Error('The upload answer names no stored file');
  return stored;
}
