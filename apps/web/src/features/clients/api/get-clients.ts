import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { clientListSchema, type Client, type ClientKind } from '@vendoc/contract/clients';
import type { ListResponse } from '@vendoc/contract/common';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** Root key of every client query: mutations invalidate it. */
export const CLIENTS_QUERY_KEY = ['clients'] as const;

export const CLIENT_PAGE_SIZE = 50;

export interface ClientListParams {
  /** Search text ('' for none). */
  q: string;
  kind: ClientKind | null;
  /** A sort field of CLIENT_SORT_FIELDS, '-' prefixed for descending. */
  sort: string;
}

/** GET /api/v1/clients: one page of the list, from `cursor` (null for the first page). */
export async function fetchClients(
  params: ClientListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListResponse<Client>> {
  const response = await vendocHttp.get<unknown>('/api/v1/clients', {
    params: {
      q: params.q.trim() || undefined,
      kind: params.kind ?? undefined,
      sort: params.sort,
      limit: CLIENT_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return clientListSchema.parse(response.data);
}

export function clientsQueryOptions(params: ClientListParams) {
  return infiniteQueryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', params],
    queryFn: ({ pageParam, signal }) => fetchClients(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The client list, page by page; the previous result stays visible while a new search loads. */
export function useClients(params: ClientListParams) {
  return useInfiniteQuery({ ...clientsQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * After a client changed: every client list and search (this feature's and the project form's client picker,
 * all below the `clients` key) and the project lists, which show client names, load again.
 */
export function invalidateClientLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: CLIENTS_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'detail',
    }),
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
  ]).then(() => undefined);
}
