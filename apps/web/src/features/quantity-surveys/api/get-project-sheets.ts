import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  projectSheetListSchema,
  type ProjectSheet,
  type QuantitySurveyStatus,
} from '@vendoc/contract/quantity-surveys';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** Filters of the project's sheet list (projectSheetsQuerySchema); absent = all. */
export interface ProjectSheetFilters {
  q?: string;
  surveyId?: string;
  /** A construction id or "none". */
  constructionId?: string;
  status?: QuantitySurveyStatus;
  oz?: string;
}

/** Only the filters that are set, trimmed: the request's parameters and the query key. */
export function activeSheetFilters(filters: ProjectSheetFilters): ProjectSheetFilters {
  const active: ProjectSheetFilters = {};
  for (const key of ['q', 'surveyId', 'constructionId', 'status', 'oz'] as const) {
    const value = filters[key]?.trim();
    if (value) Object.assign(active, { [key]: value });
  }
  return active;
}

/** GET /api/v1/projects/{projectId}/quantity-survey-sheets: every sheet of the project's surveys. */
export async function fetchProjectSheets(
  projectId: string,
  filters: ProjectSheetFilters,
  signal?: AbortSignal,
): Promise<ProjectSheet[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/quantity-survey-sheets`, {
    params: activeSheetFilters(filters),
    signal,
  });
  return projectSheetListSchema.parse(response.data).items;
}

export function projectSheetsQueryOptions(projectId: string, filters: ProjectSheetFilters) {
  const active = activeSheetFilters(filters);
  return queryOptions({
    queryKey: surveyKeys.projectSheetList(projectId, { ...active }),
    queryFn: ({ signal }) => fetchProjectSheets(projectId, active, signal),
  });
}

/** The project's sheets matching the filters; the previous result stays visible while a new filter loads. */
export function useProjectSheets(projectId: string, filters: ProjectSheetFilters) {
  return useQuery({ ...projectSheetsQueryOptions(projectId, filters), placeholderData: keepPreviousData });
}
