import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/projects/{id}: for the page titles and the print header. */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  const response = await vendocHttp.get<unknown>(`/api/v1/projects/${encodeURIComponent(projectId)}`, {
    signal,
  });
  return projectSchema.parse(response.data);
}

// The projects feature's key of the same record, so both share one cache entry.
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  });
}

export function useProject(projectId: string) {
  return useQuery({ ...projectQueryOptions(projectId), enabled: projectId !== '' });
}
