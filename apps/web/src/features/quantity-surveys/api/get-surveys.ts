import { queryOptions, useQuery } from '@tanstack/react-query';
import { quantitySurveyListSchema, type QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { surveyKeys } from './survey-keys';

/** Most surveys a picker lists (the API's page limit); a project rarely has more. */
const SURVEY_PICKER_LIMIT = 200;

/** GET /api/v1/quantity-surveys?projectId=: the project's surveys, newest first (for pickers and filters). */
export async function fetchProjectSurveys(
  projectId: string,
  signal?: AbortSignal,
): Promise<QuantitySurvey[]> {
  const response = await vendocHttp.get<unknown>('/api/v1/quantity-surveys', {
    params: { projectId, limit: SURVEY_PICKER_LIMIT },
    signal,
  });
  return quantitySurveyListSchema.parse(response.data).items;
}

export function projectSurveysQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: surveyKeys.list({ projectId, limit: SURVEY_PICKER_LIMIT }),
    queryFn: ({ signal }) => fetchProjectSurveys(projectId, signal),
  });
}

/** The project's surveys (idle while `projectId` is empty). */
export function useProjectSurveys(projectId: string, enabled = true) {
  return useQuery({ ...projectSurveysQueryOptions(projectId), enabled: enabled && projectId !== '' });
}
