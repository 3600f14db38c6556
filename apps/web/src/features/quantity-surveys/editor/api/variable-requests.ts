import { quantitySurveyVariableSchema, type QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { api } from '../../../../lib/http/api-path';
import type { RowTransport } from '../../../../lib/row-saving/row-transport';

// Variable changes go through the row transport (lib/row-saving), like lines.

const variablePath = (surveyId: string, variableId: string) =>
  api`/quantity-surveys/${surveyId}/variables/${variableId}`;

/** POST /api/v1/quantity-surveys/{id}/variables (sheetId null = survey-wide); a taken name gets 409. */
export async function createVariable(
  transport: RowTransport,
  surveyId: string,
  body: { sheetId: string | null; name: string; expression: string },
): Promise<QuantitySurveyVariable> {
  const answer = await transport({ method: 'POST', url: api`/quantity-surveys/${surveyId}/variables`, body });
  return quantitySurveyVariableSchema.parse(answer);
}

/** PATCH /api/v1/quantity-surveys/{id}/variables/{variableId}. */
export async function updateVariable(
  transport: RowTransport,
  surveyId: string,
  variableId: string,
  body: { name?: string; expression?: string; version: number },
): Promise<QuantitySurveyVariable> {
  const answer = await transport({ method: 'PATCH', url: variablePath(surveyId, variableId), body });
  return quantitySurveyVariableSchema.parse(answer);
}

/** DELETE /api/v1/quantity-surveys/{id}/variables/{variableId}?version=. */
export async function deleteVariable(
  transport: RowTransport,
  surveyId: string,
  variableId: string,
  version: number,
): Promise<void> {
  await transport({ method: 'DELETE', url: variablePath(surveyId, variableId), params: { version } });
}
