import type { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from './service-catalog-keys';

/** After a catalog changed (or its articles, whose count the list shows): the lists and that catalog load again. */
export function invalidateCatalogs(queryClient: QueryClient, catalogId?: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.list().slice(0, 2) }),
    catalogId ? queryClient.invalidateQueries({ queryKey: catalogKeys.detail(catalogId) }) : null,
  ]).then(() => undefined);
}
