import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceCatalogSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { api } from '../../../lib/http/api-path';

/** Query keys of the service-catalogs feature; mutations update or invalidate by them. */
export const catalogKeys = {
  all: ['serviceCatalogs'] as const,
  list: (params: Record<string, unknown> = {}) => ['serviceCatalogs', 'list', params] as const,
  detail: (catalogId: string) => ['serviceCatalogs', 'detail', catalogId] as const,
  articles: (catalogId: string | null) => ['serviceCatalogs', 'articles', catalogId] as const,
  categories: (catalogId: string) => ['serviceCatalogs', 'categories', catalogId] as const,
  positions: (catalogId: string) => ['serviceCatalogs', 'positions', catalogId] as const,
  position: (catalogId: string, positionId: string) =>
    ['serviceCatalogs', 'position', catalogId, positionId] as const,
  matches: (boqId: string, catalogId: string) => ['serviceCatalogs', 'matches', boqId, catalogId] as const,
};

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
