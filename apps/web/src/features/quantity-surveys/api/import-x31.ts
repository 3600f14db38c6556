import { quantitySurveyImportResponseSchema, type QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import type { AxiosInstance } from 'axios';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

export interface X31ImportRequest {
  readonly projectId: string;
  /** The construction the survey hangs under; null = none. */
  readonly constructionId: string | null;
  /** The BoQ the survey measures; null = the server's default (the project's newest contract BoQ). */
  readonly boqId: string | null;
  readonly file: File;
  /** Share of the file sent, 0 to 1 (when the browser knows the size). */
  readonly onProgress?: (share: number) => void;
  readonly signal?: AbortSignal;
  /** The API client; the app's by default. */
  readonly http?: AxiosInstance;
}

export interface X31ImportResult {
  readonly survey: QuantitySurvey;
  /** What the server could not take over as it was (German sentences). */
  readonly warnings: readonly string[];
}

/**
 * POST /api/v1/quantity-surveys/import with one GAEB X31 file: a new draft survey of the project. The fields go
 * before the file (the server reads the parts as they stream in); absent optional fields are left out, not sent
 * empty. 422 (not a readable X31 file), 400 (a construction or BoQ of another project) and 413 (too large) come
 * back as problems.
 */
export async function importSurveyX31({
  projectId,
  constructionId,
  boqId,
  file,
  onProgress,
  signal,
  http = vendocHttp,
}: X31ImportRequest): Promise<X31ImportResult> {
  const form = new FormData();
  form.append('projectId', projectId);
  if (constructionId !== null) form.append('constructionId', constructionId);
  if (boqId !== null) form.append('boqId', boqId);
  form.append('file', file, file.name);
  const response = await http.post<unknown>(api`/quantity-surveys/import`, form, {
    signal,
    // A large survey on a slow connection takes longer than the API's usual 50 s.
    timeout: 0,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return quantitySurveyImportResponseSchema.parse(response.data);
}
