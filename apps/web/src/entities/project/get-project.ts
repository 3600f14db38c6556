import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema, type Project } from '@vendoc/contract/projects';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { projectKeys } from './project-keys';

/** GET /api/v1/projects/{id}; the server records the visit ("recently used first"). */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}`, { signal });
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
