import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogCategoryListSchema, type CatalogCategory } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** GET /api/v1/service-catalogs/{id}/categories: the whole tree, parents before children. */
export async function fetchCategories(catalogId: string, signal?: AbortSignal): Promise<CatalogCategory[]> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs/${catalogId}/categories`, { signal });
  return catalogCategoryListSchema.parse(response.data).items;
}

export function categoriesQueryOptions(catalogId: string) {
  return queryOptions({
    queryKey: catalogKeys.categories(catalogId),
    queryFn: ({ signal }) => fetchCategories(catalogId, signal),
  });
}

export function useCategories(catalogId: string) {
  return useQuery(categoriesQueryOptions(catalogId));
}
