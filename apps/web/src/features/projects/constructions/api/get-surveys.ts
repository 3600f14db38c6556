import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { quantitySurveyListSchema, type QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import type { ListResponse } from '@vendoc/contract/common';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { constructionKeys } from './construction-keys';

const SURVEY_PAGE_SIZE = 50;

/** GET /api/v1/quantity-surveys?projectId=&constructionId=: one page of the surveys of a construction (or "none"). */
export async function fetchConstructionSurveys(
  projectId: string,
  constructionId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListResponse<QuantitySurvey>> {
  const response = await vendocHttp.get<unknown>('/api/v1/quantity-surveys', {
    params: { projectId, constructionId, limit: SURVEY_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
  return quantitySurveyListSchema.parse(response.data);
}

export function constructionSurveysQueryOptions(projectId: string, constructionId: string) {
  return infiniteQueryOptions({
    queryKey: constructionKeys.surveys(projectId, constructionId),
    queryFn: ({ pageParam, signal }) =>
      fetchConstructionSurveys(projectId, constructionId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The quantity surveys under a construction ("none": those without one), page by page. */
export function useConstructionSurveys(projectId: string, constructionId: string) {
  return useInfiniteQuery(constructionSurveysQueryOptions(projectId, constructionId));
}
