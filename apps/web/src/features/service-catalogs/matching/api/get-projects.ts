import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import type { Project } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { matchingKeys } from './match-keys';

/** Projects offered by the picker at a time; typing narrows the search. */
const PROJECT_SEARCH_LIMIT = 20;

/** GET /api/v1/projects?q=: projects by number, name, client or site city (recently used first without q). */
export async function searchProjects(q: string, signal?: AbortSignal): Promise<Project[]> {
  const response = await vendocHttp.get<ListResponse<Project>>('/api/v1/projects', {
    params: { q: q.trim() || undefined, limit: PROJECT_SEARCH_LIMIT },
    signal,
  });
  return response.data.items;
}

/** The projects matching the typed text, asked for only while the picker is open. */
export function useProjectSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: matchingKeys.projectSearch(q.trim()),
    queryFn: ({ signal }) => searchProjects(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
