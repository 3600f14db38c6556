import { quantitySurveyVariableSchema, type QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

const variablePath = (surveyId: string, variableId: string) =>
  api`/quantity-surveys/${surveyId}/variables/${variableId}`;

/** POST /api/v1/quantity-surveys/{id}/variables (sheetId null = survey-wide); a taken name gets 409. */
export async function createVariable(
  surveyId: string,
  body: { sheetId: string | null; name: string; expression: string },
): Promise<QuantitySurveyVariable> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys/${surveyId}/variables`, body);
  return quantitySurveyVariableSchema.parse(response.data);
}

/** PATCH /api/v1/quantity-surveys/{id}/variables/{variableId}. */
export async function updateVariable(
  surveyId: string,
  variableId: string,
  body: { name?: string; expression?: string; version: number },
): Promise<QuantitySurveyVariable> {
  const response = await vendocHttp.patch<unknown>(variablePath(surveyId, variableId), body);
  return quantitySurveyVariableSchema.parse(response.data);
}

/** DELETE /api/v1/quantity-surveys/{id}/variables/{variableId}?version=. */
export async function deleteVariable(surveyId: string, variableId: string, version: number): Promise<void> {
  await vendocHttp.delete(variablePath(surveyId, variableId), { params: { version } });
}
