import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceCatalogSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { api } from '../../lib/http/api-path';
import { catalogKeys } from './service-catalog-keys';

/** GET /api/v1/service-catalogs/{id}. */
export async function fetchCatalog(catalogId: string, signal?: AbortSignal): Promise<ServiceCatalog> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs/${catalogId}`, { signal });
  return serviceCatalogSchema.parse(response.data);
}

export function catalogQueryOptions(catalogId: string) {
  return queryOptions({
    queryKey: catalogKeys.detail(catalogId),
    queryFn: ({ signal }) => fetchCatalog(catalogId, signal),
  });
}

/** The catalog a management page works on (its name for the header). */
export function useServiceCatalog(catalogId: string) {
  return useQuery(catalogQueryOptions(catalogId));
}
