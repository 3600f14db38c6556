import type { QueryClient } from '@tanstack/react-query';
import { boqsQueryOptions } from './api/get-boqs';

/**
 * The positions page's first data: the project's BoQs and, as soon as they are known, the first page of rows of
 * the BoQ that will be shown. Run by the route while the page's chunk loads.
 */
export function prefetchPositions(
  queryClient: QueryClient,
  projectId: string,
  requestedBoqId: string | null,
) {
  return queryClient.prefetchQuery(boqsQueryOptions(projectId, queryClient, requestedBoqId));
}
