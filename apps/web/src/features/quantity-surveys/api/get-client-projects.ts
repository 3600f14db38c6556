import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectListSchema, type Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../lib/http/vendoc-client';

const CLIENT_PROJECTS_LIMIT = 200;

/** GET /api/v1/projects?clientId=: the client's projects, recently used first. */
export async function fetchClientProjects(clientId: string, signal?: AbortSignal): Promise<Project[]> {
  const response = await vendocHttp.get<unknown>('/api/v1/projects', {
    params: { clientId, limit: CLIENT_PROJECTS_LIMIT },
    signal,
  });
  return projectListSchema.parse(response.data).items;
}

// Below the projects feature's list key, so a project saved there refreshes this list too.
export function clientProjectsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: ['projects', 'list', { clientId }],
    queryFn: ({ signal }) => fetchClientProjects(clientId, signal),
  });
}

/** The projects of a client (idle without one). */
export function useClientProjects(clientId: string | null) {
  return useQuery({ ...clientProjectsQueryOptions(clientId ?? ''), enabled: clientId !== null });
}
