import type { AxiosInstance } from 'axios';
import { vendocHttp } from '../http/vendoc-client';

/** How an upload reports and is stopped. */
export interface UploadControl {
  /** Share of the request sent, 0 to 1 (when the browser knows the size). */
  readonly onProgress?: (share: number) => void;
  readonly signal?: AbortSignal;
  /** The API client; the app's by default (tests pass one with a fake adapter). */
  readonly http?: AxiosInstance;
}

/**
 * POSTs one file as the multipart field `file`, after the `fields` (in their order; null ones are left out): the
 * server reads the parts as they stream in, so it knows them before the file. Resolves the answer's body unread.
 * No time limit: a large file on a slow site connection, or one the server reads for minutes (DATANORM), takes
 * longer than the API's usual 50 s.
 */
export async function postUpload(
  path: string,
  file: File,
  fields: Readonly<Record<string, string | null>> = {},
  { onProgress, signal, http = vendocHttp }: UploadControl = {},
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, value);
  }
  form.append('file', file, file.name);
  const response = await http.post<unknown>(path, form, {
    signal,
    timeout: 0,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return response.data;
}
