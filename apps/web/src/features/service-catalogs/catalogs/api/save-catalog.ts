import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceCatalogSchema,
  type ServiceCatalog,
  type ServiceCatalogInput,
  type ServiceCatalogUpdate,
} from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { invalidateCatalogs } from '../../../../entities/service-catalog/service-catalog-cache';
import { api } from '../../../../lib/http/api-path';

/** POST /api/v1/service-catalogs. */
export async function createCatalog(body: ServiceCatalogInput): Promise<ServiceCatalog> {
  const response = await vendocHttp.post<unknown>(api`/service-catalogs`, body);
  return serviceCatalogSchema.parse(response.data);
}

/** PATCH /api/v1/service-catalogs/{id} with the version the edit started from (stale: 409 with the current). */
export async function updateCatalog({
  id,
  body,
}: {
  id: string;
  body: ServiceCatalogUpdate;
}): Promise<ServiceCatalog> {
  const response = await vendocHttp.patch<unknown>(api`/service-catalogs/${id}`, body);
  return serviceCatalogSchema.parse(response.data);
}

export function useCreateCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalog,
    onSuccess: (catalog) => {
      queryClient.setQueryData(catalogKeys.detail(catalog.id), catalog);
      return invalidateCatalogs(queryClient);
    },
  });
}

export function useUpdateCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalog,
    onSuccess: (catalog) => {
      queryClient.setQueryData(catalogKeys.detail(catalog.id), catalog);
      return invalidateCatalogs(queryClient);
    },
  });
}
