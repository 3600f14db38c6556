import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientSchema, type Client, type ClientCreate } from '@vendoc/contract/clients';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { storeClient } from './client-cache';

/** POST /api/v1/clients: the server draws the customer number from the company's number range. */
export async function createClient(body: ClientCreate): Promise<Client> {
  const response = await vendocHttp.post<unknown>(api`/clients`, body);
  return clientSchema.parse(response.data);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: (client) => storeClient(queryClient, client) });
}
