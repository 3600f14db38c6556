import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clientListSchema, type Client, type ClientKind } from '@vendoc/contract/clients';
import type { ListResponse } from '@vendoc/contract/common';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { clientKeys } from './client-keys';

/** GET /api/v1/clients's parameters (clientListQuerySchema); absent ones are not sent. */
export interface ClientQuery {
  readonly q?: string;
  readonly kind?: ClientKind | null;
  /** A sort field of CLIENT_SORT_FIELDS, '-' prefixed for descending. */
  readonly sort?: string;
  readonly limit: number;
  readonly cursor?: string | null;
}

/** GET /api/v1/clients: one page of the list. */
export async function fetchClients(query: ClientQuery, signal?: AbortSignal): Promise<ListResponse<Client>> {
  const response = await vendocHttp.get<unknown>(api`/clients`, {
    params: {
      q: query.q?.trim() || undefined,
      kind: query.kind ?? undefined,
      sort: query.sort,
      limit: query.limit,
      cursor: query.cursor ?? undefined,
    },
    signal,
  });
  return clientListSchema.parse(response.data);
}

export const CLIENT_PAGE_SIZE = 50;

/** The client overview's filters. */
export interface ClientListParams {
  /** Search text ('' for none). */
  readonly q: string;
  readonly kind: ClientKind | null;
  readonly sort: string;
}

export function clientsQueryOptions(params: ClientListParams) {
  return cursorPagesOptions(clientKeys.list({ ...params }), (cursor, signal) =>
    fetchClients({ ...params, limit: CLIENT_PAGE_SIZE, cursor }, signal),
  );
}

/** The client list, page by page; the previous result stays visible while a new search loads. */
export function useClients(params: ClientListParams) {
  return useInfiniteQuery({ ...clientsQueryOptions(params), placeholderData: keepPreviousData });
}

const CLIENT_SEARCH_LIMIT = 20;

/** The first clients (by name) matching what was typed into a picker: number or name. */
export function clientSearchQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: clientKeys.search(text),
    queryFn: ({ signal }) =>
      fetchClients({ q: text, sort: 'name', limit: CLIENT_SEARCH_LIMIT }, signal).then((page) => page.items),
  });
}

export function useClientSearch(q: string, enabled: boolean) {
  return useQuery({ ...clientSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
