import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { invalidateCatalogs } from '../../../../entities/service-catalog/service-catalog-cache';
import { api } from '../../../../lib/http/api-path';

/** DELETE /api/v1/service-catalogs/{id}: refused (409, the detail names the projects) while matches use it. */
export async function deleteCatalog(id: string): Promise<void> {
  await vendocHttp.delete(api`/service-catalogs/${id}`);
}

export function useDeleteCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalog,
    // The catalog's own queries are left to expire: no page observes them once the list row is gone.
    onSuccess: () => invalidateCatalogs(queryClient),
  });
}
