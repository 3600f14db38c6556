import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSchema, type Client } from '@vendoc/contract/clients';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { CLIENTS_QUERY_KEY } from './get-clients';

/** GET /api/v1/clients/{id}. */
export async function fetchClient(id: string, signal?: AbortSignal): Promise<Client> {
  const response = await vendocHttp.get<unknown>(`/api/v1/clients/${encodeURIComponent(id)}`, { signal });
  return clientSchema.parse(response.data);
}

export function clientQueryKey(id: string) {
  return [...CLIENTS_QUERY_KEY, 'detail', id] as const;
}

export function clientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => fetchClient(id, signal) });
}

/** One client, fresh from the server each time a dialog opens it (null id: nothing to load). */
export function useClient(id: string | null) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: id !== null, staleTime: 0 });
}
