import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import { quantitySurveyListSchema, type QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { surveyKeys } from './survey-keys';

/** The `constructionId` filter of the surveys that belong to no construction. */
export const NO_CONSTRUCTION = 'none';

/** GET /api/v1/quantity-surveys's parameters (quantitySurveyListQuerySchema). */
export interface SurveyQuery {
  readonly projectId: string;
  /** A construction's id, NO_CONSTRUCTION, or absent for all. */
  readonly constructionId?: string;
  readonly limit: number;
  readonly cursor?: string | null;
}

/** GET /api/v1/quantity-surveys: one page of surveys, newest first. */
export async function fetchSurveys(
  query: SurveyQuery,
  signal?: AbortSignal,
): Promise<ListResponse<QuantitySurvey>> {
  const response = await vendocHttp.get<unknown>(api`/quantity-surveys`, {
    params: { ...query, cursor: query.cursor ?? undefined },
    signal,
  });
  return quantitySurveyListSchema.parse(response.data);
}

const SURVEY_PAGE_SIZE = 50;

export function constructionSurveysQueryOptions(projectId: string, constructionId: string) {
  return cursorPagesOptions(surveyKeys.pages({ projectId, constructionId }), (cursor, signal) =>
    fetchSurveys({ projectId, constructionId, limit: SURVEY_PAGE_SIZE, cursor }, signal),
  );
}

/** The quantity surveys under a construction (NO_CONSTRUCTION: those without one), page by page. */
export function useConstructionSurveys(projectId: string, constructionId: string) {
  return useInfiniteQuery(constructionSurveysQueryOptions(projectId, constructionId));
}

/** Most surveys a picker lists (the API's page limit); a project rarely has more. */
const SURVEY_PICKER_LIMIT = 200;

export function projectSurveysQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: surveyKeys.list({ projectId, limit: SURVEY_PICKER_LIMIT }),
    queryFn: ({ signal }) =>
      fetchSurveys({ projectId, limit: SURVEY_PICKER_LIMIT }, signal).then((page) => page.items),
  });
}

/** The project's surveys for pickers and filters (idle while `projectId` is empty or `enabled` false). */
export function useProjectSurveys(projectId: string, enabled = true) {
  return useQuery({ ...projectSurveysQueryOptions(projectId), enabled: enabled && projectId !== '' });
}
