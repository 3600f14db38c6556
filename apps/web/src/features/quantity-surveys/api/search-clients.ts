import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientListSchema, type Client } from '@vendoc/contract/clients';
import { vendocHttp } from '../../../lib/http/vendoc-client';

const CLIENT_SEARCH_LIMIT = 20;

/** GET /api/v1/clients?q=: the first clients matching what was typed (number or name). */
export async function searchClients(q: string, signal?: AbortSignal): Promise<Client[]> {
  const response = await vendocHttp.get<unknown>('/api/v1/clients', {
    params: { q: q.trim() || undefined, sort: 'name', limit: CLIENT_SEARCH_LIMIT },
    signal,
  });
  return clientListSchema.parse(response.data).items;
}

// Below the clients feature's root key `clients`, so saving a client there refreshes these results too.
export function clientSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['clients', 'search', q.trim()],
    queryFn: ({ signal }) => searchClients(q, signal),
  });
}

export function useClientSearch(q: string, enabled: boolean) {
  return useQuery({ ...clientSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
