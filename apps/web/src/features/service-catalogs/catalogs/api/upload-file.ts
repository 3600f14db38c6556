import { vendocHttp } from '../../../../lib/http/vendoc-client';

export interface FileUpload {
  readonly file: File;
  /** Share of the file sent, 0 to 1 (when the browser knows the size). */
  readonly onProgress?: (share: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * POSTs one file as the multipart field `file` and returns the answer's body unread. No time limit: a DATANORM
 * file of hundreds of MB takes longer than the API's usual 50 s, and the server answers only once it has read it.
 */
export async function postFile(path: string, { file, onProgress, signal }: FileUpload): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await vendocHttp.post<unknown>(path, form, {
    signal,
    timeout: 0,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return response.data;
}
