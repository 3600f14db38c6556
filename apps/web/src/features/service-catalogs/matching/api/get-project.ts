import { useQuery } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { matchingKeys } from './match-keys';

/** GET /api/v1/projects/{id}: the chosen project (after a reload only its id is in the URL). */
export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return (await vendocHttp.get<Project>(`/api/v1/projects/${encodeURIComponent(projectId)}`, { signal }))
    .data;
}

export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: matchingKeys.project(projectId ?? ''),
    queryFn: ({ signal }) => fetchProject(projectId ?? '', signal),
    enabled: projectId !== null,
  });
}
