import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/projects/{id}: the project whose BoQs are shown (its number and name for the breadcrumbs). */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return (await vendocHttp.get<Project>(`/api/v1/projects/${encodeURIComponent(projectId)}`, { signal }))
    .data;
}

/** The project, under the projects feature's key, so coming from the project page needs no second request. */
export function useProject(projectId: string) {
  return useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  });
}
