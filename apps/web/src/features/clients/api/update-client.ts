import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client, type ClientUpdate } from '@vendoc/contract/clients';
import { storeClient } from '../../../entities/client/client-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** PUT /api/v1/clients/{id} with the version the edit started from; a stale version gets 409 + current. */
export async function updateClient({ id, body }: { id: string; body: ClientUpdate }): Promise<Client> {
  const response = await vendocHttp.put<unknown>(api`/clients/${id}`, body);
  return clientSchema.parse(response.data);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateClient, onSuccess: (client) => storeClient(queryClient, client) });
}
