import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Boq } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqNodesQueryOptions } from './get-boq-nodes';
import { boqKeys, projectBoqsPath } from './boq-keys';

/** GET /api/v1/projects/{projectId}/boqs: every BoQ of the project (a handful). */
export async function fetchBoqs(projectId: string, signal?: AbortSignal): Promise<Boq[]> {
  return (await vendocHttp.get<{ items: Boq[] }>(projectBoqsPath(projectId), { signal })).data.items;
}

/**
 * The project's BoQs. As soon as the list arrives the first rows of the BoQ that will be shown (`preferredId`,
 * else the first) are asked for, before the page has rendered the list: the rows are what the user waits for.
 */
export function boqsQueryOptions(projectId: string, queryClient?: QueryClient, preferredId?: string | null) {
  return queryOptions({
    queryKey: boqKeys.list(projectId),
    queryFn: async ({ signal }) => {
      const boqs = await fetchBoqs(projectId, signal);
      const shown = boqs.find((boq) => boq.id === preferredId) ?? boqs[0];
      if (shown && queryClient) void queryClient.prefetchInfiniteQuery(boqNodesQueryOptions(shown.id));
      return boqs;
    },
  });
}

export function useBoqs(projectId: string, preferredId?: string | null) {
  const queryClient = useQueryClient();
  return useQuery(boqsQueryOptions(projectId, queryClient, preferredId));
}
