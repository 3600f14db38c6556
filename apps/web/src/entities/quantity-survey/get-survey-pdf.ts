import { api } from '../../lib/http/api-path';
import { readBlobProblem } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';

/**
 * GET /api/v1/quantity-surveys/{id}/pdf: the survey's sheets rendered with the company's survey sheet template,
 * all of them or only `sheets` (sheet numbers). Problem answers arrive as readable problem+json errors.
 */
export async function fetchSurveyPdf(surveyId: string, sheets?: readonly number[]): Promise<Blob> {
  const params = sheets && sheets.length > 0 ? { sheets: sheets.join(',') } : undefined;
  const response = await vendocHttp
    .get<Blob>(api`/quantity-surveys/${surveyId}/pdf`, { params, responseType: 'blob', timeout: 0 })
    .catch(readBlobProblem);
  return response.data;
}
