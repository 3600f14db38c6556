import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { quantitySurveyDetailSchema, type QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { surveyKeys } from './survey-keys';

/** GET /api/v1/quantity-surveys/{id}: the whole survey with sheets, lines (address order) and variables. */
export async function fetchSurvey(surveyId: string, signal?: AbortSignal): Promise<QuantitySurveyDetail> {
  const response = await vendocHttp.get<unknown>(api`/quantity-surveys/${surveyId}`, { signal });
  return quantitySurveyDetailSchema.parse(response.data);
}

export function surveyQueryOptions(surveyId: string) {
  return queryOptions({
    queryKey: surveyKeys.detail(surveyId),
    queryFn: ({ signal }) => fetchSurvey(surveyId, signal),
  });
}

/** One survey (idle while `surveyId` is null or empty). */
export function useSurvey(surveyId: string | null) {
  return useQuery({ ...surveyQueryOptions(surveyId ?? ''), enabled: !!surveyId });
}

/** Several surveys at once (e.g. every survey of the sheets chosen for printing). */
export function useSurveys(surveyIds: readonly string[]) {
  return useQueries({ queries: surveyIds.map((surveyId) => surveyQueryOptions(surveyId)) });
}
