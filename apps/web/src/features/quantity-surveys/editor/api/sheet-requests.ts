import { quantitySurveySheetSchema, type QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/**
 * POST /api/v1/quantity-surveys/{id}/sheets: the given number (409 when it is taken), without one the next number
 * after the highest.
 */
export async function createSheet(surveyId: string, number?: number): Promise<QuantitySurveySheet> {
  const response = await vendocHttp.post<unknown>(
    api`/quantity-surveys/${surveyId}/sheets`,
    number === undefined ? {} : { number },
  );
  return quantitySurveySheetSchema.parse(response.data);
}

/** PATCH /api/v1/quantity-surveys/{id}/sheets/{sheetId}: the title. */
export async function updateSheetTitle(
  surveyId: string,
  sheet: QuantitySurveySheet,
  title: string,
): Promise<QuantitySurveySheet> {
  const response = await vendocHttp.patch<unknown>(api`/quantity-surveys/${surveyId}/sheets/${sheet.id}`, {
    title,
    version: sheet.version,
  });
  return quantitySurveySheetSchema.parse(response.data);
}
