import type { AxiosInstance } from 'axios';
import type { BoqImportResponse, BoqKind } from '@vendoc/contract/boqs';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

export interface BoqImportRequest {
  readonly projectId: string;
  readonly file: File;
  readonly kind: BoqKind;
  /** Share of the file sent, 0 to 1 (when the browser knows the size). */
  readonly onProgress?: (share: number) => void;
  readonly signal?: AbortSignal;
  /** The API client; the app's by default. */
  readonly http?: AxiosInstance;
}

/**
 * POST /api/v1/projects/{projectId}/boqs/import with one GAEB file. The fields go before the file: the server
 * reads the parts as they stream in. 422 (not readable GAEB) and 413 (too large) come back as problems.
 */
export async function importBoq({
  projectId,
  file,
  kind,
  onProgress,
  signal,
  http = vendocHttp,
}: BoqImportRequest): Promise<BoqImportResponse> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const response = await http.post<BoqImportResponse>(api`/projects/${projectId}/boqs/import`, form, {
    signal,
    // A tender of 20,000 items takes longer than the API's usual 50 s on a slow connection.
    timeout: 0,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return response.data;
}
