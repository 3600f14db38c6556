import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client, type ClientCreate } from '@vendoc/contract/clients';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { clientQueryKey } from './get-client';
import { invalidateClientLists } from './get-clients';

/** POST /api/v1/clients: the server draws the customer number. */
export async function createClient(body: ClientCreate): Promise<Client> {
  const response = await vendocHttp.post<unknown>('/api/v1/clients', body);
  return clientSchema.parse(response.data);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(client.id), client);
      return invalidateClientLists(queryClient);
    },
  });
}
