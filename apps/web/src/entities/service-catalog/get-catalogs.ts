import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { serviceCatalogListSchema, type ServiceCatalogList } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { catalogKeys } from './service-catalog-keys';
import { api } from '../../lib/http/api-path';

/** A company has tens of catalogs, not thousands: one page usually holds them all. */
export const CATALOG_PAGE_SIZE = 100;

export interface CatalogListParams {
  /** Search text over name, trade and description ('' for none). */
  readonly q: string;
  /** name, updatedAt or createdAt, '-' prefixed for descending. */
  readonly sort: string;
}

/** GET /api/v1/service-catalogs: one page of the list, from `cursor` (null for the first page). */
export async function fetchCatalogs(
  params: CatalogListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ServiceCatalogList> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs`, {
    params: {
      q: params.q.trim() || undefined,
      sort: params.sort,
      limit: CATALOG_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return serviceCatalogListSchema.parse(response.data);
}

export function catalogsQueryOptions(params: CatalogListParams) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list({ q: params.q, sort: params.sort }),
    queryFn: ({ pageParam, signal }) => fetchCatalogs(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The catalog list, page by page; the previous result stays visible while a new search loads. */
export function useCatalogs(params: CatalogListParams) {
  return useInfiniteQuery({ ...catalogsQueryOptions(params), placeholderData: keepPreviousData });
}
