import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClientLists } from '../../../entities/client/client-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** DELETE /api/v1/clients/{id}: refused (409) while projects reference the client. */
export async function deleteClient(id: string): Promise<void> {
  await vendocHttp.delete(api`/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    // The deleted record's own query is left to expire: removing it while its page or dialog still observes it
    // would fetch it again and report a 404.
    onSuccess: () => invalidateClientLists(queryClient),
  });
}
