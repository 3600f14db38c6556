import { queryOptions } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { surveyKeys } from '../../api/survey-keys';

/** GET /api/v1/projects/{id}: the project the survey belongs to (its name for the breadcrumb and the print). */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  const response = await vendocHttp.get<unknown>(`/api/v1/projects/${encodeURIComponent(projectId)}`, {
    signal,
  });
  return projectSchema.parse(response.data);
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...surveyKeys.all, 'project', projectId] as const,
    queryFn: ({ signal }) => fetchProject(projectId, signal),
    staleTime: 5 * 60_000,
  });
}
