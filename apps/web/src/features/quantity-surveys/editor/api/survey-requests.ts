import {
  quantitySurveySchema,
  quantitySurveyTransferResponseSchema,
  type QuantitySurvey,
  type QuantitySurveyStatus,
  type QuantitySurveyTransferResponse,
} from '@vendoc/contract/quantity-surveys';
import { downloadFile } from '../../../../lib/http/download';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/** The survey's own fields from an answer, or null when the answer has another shape (then the caller refetches). */
function surveyOf(data: unknown): QuantitySurvey | null {
  const parsed = quantitySurveySchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * PATCH /api/v1/quantity-surveys/{id}: the name or the BoQ it measures (null: none). A stale version gets 409
 * with `current`; a BoQ change after a transfer 409 with the reason in its detail.
 */
export async function updateSurvey(
  surveyId: string,
  changes: { name?: string; boqId?: string | null },
  version: number,
): Promise<QuantitySurvey | null> {
  const response = await vendocHttp.patch<unknown>(api`/quantity-surveys/${surveyId}`, {
    ...changes,
    version,
  });
  return surveyOf(response.data);
}

/** POST /api/v1/quantity-surveys/{id}/status: a refused change gets 409 with the reason in its detail. */
export async function changeSurveyStatus(
  surveyId: string,
  status: QuantitySurveyStatus,
  version: number,
): Promise<QuantitySurvey | null> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys/${surveyId}/status`, {
    status,
    version,
  });
  return surveyOf(response.data);
}

/** POST /api/v1/quantity-surveys/{id}/transfer: the measured quantities into the BoQ (approved or billed). */
export async function transferQuantities(surveyId: string): Promise<QuantitySurveyTransferResponse> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys/${surveyId}/transfer`, {});
  return quantitySurveyTransferResponseSchema.parse(response.data);
}

/** The download's name when the server names none: the survey's name without characters file systems refuse. */
export function x31FileName(surveyName: string): string {
  const safe = [...surveyName]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Aufmaß'}.X31`;
}

/** GET /api/v1/quantity-surveys/{id}/export?format=x31 as a download. */
export function downloadSurveyX31(surveyId: string, surveyName: string): Promise<string> {
  return downloadFile(api`/quantity-surveys/${surveyId}/export`, { format: 'x31' }, x31FileName(surveyName));
}
