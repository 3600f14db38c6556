import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceCatalogSchema, type ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { invalidateCatalogs } from '../../../../entities/service-catalog/service-catalog-cache';
import { api } from '../../../../lib/http/api-path';

/** POST /api/v1/service-catalogs/{id}/duplicate: a copy with articles, categories and positions (201). */
export async function duplicateCatalog({ id, name }: { id: string; name: string }): Promise<ServiceCatalog> {
  const response = await vendocHttp.post<unknown>(api`/service-catalogs/${id}/duplicate`, { name });
  return serviceCatalogSchema.parse(response.data);
}

export function useDuplicateCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCatalog,
    onSuccess: (copy) => {
      queryClient.setQueryData(catalogKeys.detail(copy.id), copy);
      return invalidateCatalogs(queryClient);
    },
  });
}
