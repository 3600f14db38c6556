import type { AxiosInstance } from 'axios';
import type { ProjectFile } from '@vendoc/contract/files';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { api } from '../../../lib/http/api-path';

export interface UploadProgress {
  loaded: number;
  /** The request's size when the browser knows it (slightly more than the file: multipart framing). */
  total: number | undefined;
}

export interface UploadRequest {
  projectId: string;
  /** The folder to put the file in; null for the top level. */
  folderId: string | null;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The API client; the app's by default (tests pass one with a fake adapter). */
  http?: AxiosInstance;
}

/**
 * POST /api/v1/projects/{projectId}/files with one file, so each file has its own progress. The folder goes
 * first in the form: the server reads the parts as they stream in.
 */
export async function uploadProjectFile({
  projectId,
  folderId,
  file,
  onProgress,
  signal,
  http = vendocHttp,
}: UploadRequest): Promise<ProjectFile> {
  const form = new FormData();
  if (folderId) form.append('folderId', folderId);
  form.append('file', file, file.name);
  const response = await http.post<{ files: ProjectFile[] }>(api`/projects/${projectId}/files`, form, {
    signal,
    // A large file on a slow site connection takes longer than the API's usual 50 s.
    timeout: 0,
    onUploadProgress: (event) => onProgress?.({ loaded: event.loaded, total: event.total }),
  });
  const stored = response.data.files[0];
  if (!stored) throw new Error('The upload answer names no stored file');
  return stored;
}
