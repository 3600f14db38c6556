import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSchema, type Client } from '@vendoc/contract/clients';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { clientKeys } from './client-keys';

/** GET /api/v1/clients/{id}. */
export async function fetchClient(clientId: string, signal?: AbortSignal): Promise<Client> {
  const response = await vendocHttp.get<unknown>(api`/clients/${clientId}`, { signal });
  return clientSchema.parse(response.data);
}

export function clientQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.detail(clientId),
    queryFn: ({ signal }) => fetchClient(clientId, signal),
  });
}

/** One client, fresh from the server each time a dialog opens it (null id: nothing to load). */
export function useClient(clientId: string | null) {
  return useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: clientId !== null, staleTime: 0 });
}
