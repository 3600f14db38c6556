import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { projectKeys } from './project-keys';

/** GET /api/v1/projects/{id}; the server records the visit ("recently used first"). */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  // The schema (and zod) loads with the first project read: the layouts use these options on every screen.
  const [response, { projectSchema }] = await Promise.all([
    vendocHttp.get<unknown>(api`/projects/${projectId}`, { signal }),
    import('@vendoc/contract/projects'),
  ]);
  return projectSchema.parse(response.data);
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  });
}

/** One project (idle while `projectId` is empty or null). */
export function useProject(projectId: string | null) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: !!projectId });
}
