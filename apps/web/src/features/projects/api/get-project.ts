import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { PROJECTS_QUERY_KEY } from './get-projects';

/** GET /api/v1/projects/{id}; the server records the visit ("recently used first"). */
export async function fetchProject(id: string, signal?: AbortSignal): Promise<Project> {
  const response = await vendocHttp.get<unknown>(`/api/v1/projects/${encodeURIComponent(id)}`, { signal });
  return projectSchema.parse(response.data);
}

export function projectQueryKey(id: string) {
  return [...PROJECTS_QUERY_KEY, 'detail', id] as const;
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: projectQueryKey(id), queryFn: ({ signal }) => fetchProject(id, signal) });
}

/** One project. */
export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
