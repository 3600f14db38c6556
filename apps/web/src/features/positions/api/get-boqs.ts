import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchProjectBoqs, projectBoqsQueryOptions } from '../../../entities/boq/get-project-boqs';
import { boqNodesQueryOptions } from './get-boq-nodes';

/**
 * The project's BoQs. As soon as the list arrives the first rows of the BoQ that will be shown (`preferredId`,
 * else the first) are asked for, before the page has rendered the list: the rows are what the user waits for.
 */
export function boqsQueryOptions(projectId: string, queryClient?: QueryClient, preferredId?: string | null) {
  return queryOptions({
    ...projectBoqsQueryOptions(projectId),
    queryFn: async ({ signal }) => {
      const boqs = await fetchProjectBoqs(projectId, signal);
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
