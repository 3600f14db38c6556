import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '@vendoc/contract/clients';
import { projectKeys } from '../project/project-keys';
import { clientKeys } from './client-keys';

// The cache rule for clients (decision 0013): a changed client is put into its detail entry; every list and search
// of clients and every project (lists and details show the client's name) loads again.

/** Every client list and search, and every project query, load again (the client records are kept). */
export function invalidateClientLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: clientKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail',
    }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  ]).then(() => undefined);
}

/** A client the server answered: its detail takes it over, the lists and projects load again. */
export function storeClient(queryClient: QueryClient, client: Client): Promise<void> {
  queryClient.setQueryData(clientKeys.detail(client.id), client);
  return invalidateClientLists(queryClient);
}
