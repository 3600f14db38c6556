import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** DELETE …/categories/{categoryId}; the server refuses (409) while the category still holds positions. */
export async function deleteCategory(catalogId: string, categoryId: string): Promise<void> {
  await vendocHttp.delete(api`/service-catalogs/${catalogId}/categories/${categoryId}`);
}

export function useDeleteCategory(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => deleteCategory(catalogId, categoryId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories(catalogId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.positions(catalogId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.detail(catalogId) }),
      ]),
  });
}
