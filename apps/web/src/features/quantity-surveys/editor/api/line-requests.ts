import {
  quantitySurveyLineSchema,
  type QuantitySurveyLine,
  type QuantitySurveyLineCreate,
  type QuantitySurveyLineUpdate,
} from '@vendoc/contract/quantity-surveys';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/** POST /api/v1/quantity-surveys/{id}/lines: the answer carries the row the line got (it may differ). */
export async function createLine(
  surveyId: string,
  body: QuantitySurveyLineCreate,
): Promise<QuantitySurveyLine> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys/${surveyId}/lines`, body);
  return quantitySurveyLineSchema.parse(response.data);
}

/** PATCH /api/v1/quantity-surveys/{id}/lines/{lineId}: a stale version gets 409 with the current line. */
export async function updateLine(
  surveyId: string,
  lineId: string,
  body: QuantitySurveyLineUpdate,
): Promise<QuantitySurveyLine> {
  const response = await vendocHttp.patch<unknown>(api`/quantity-surveys/${surveyId}/lines/${lineId}`, body);
  return quantitySurveyLineSchema.parse(response.data);
}

/** DELETE /api/v1/quantity-surveys/{id}/lines/{lineId}?version=: a stale version gets 409. */
export async function deleteLine(surveyId: string, lineId: string, version: number): Promise<void> {
  await vendocHttp.delete(api`/quantity-surveys/${surveyId}/lines/${lineId}`, {
    params: { version },
  });
}
