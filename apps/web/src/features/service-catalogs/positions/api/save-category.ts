import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogCategorySchema,
  type CatalogCategory,
  type CatalogCategoryInput,
} from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** A new category (`id` null) or a rename of an existing one with the version it was read at. */
export interface CategorySave {
  id: string | null;
  version: number;
  body: CatalogCategoryInput;
}

/** POST …/categories or PATCH …/categories/{categoryId} (a stale version gets 409). */
export async function saveCategory(catalogId: string, save: CategorySave): Promise<CatalogCategory> {
  const response =
    save.id === null
      ? await vendocHttp.post<unknown>(api`/service-catalogs/${catalogId}/categories`, save.body)
      : await vendocHttp.patch<unknown>(api`/service-catalogs/${catalogId}/categories/${save.id}`, {
          number: save.body.number,
          name: save.body.name,
          version: save.version,
        });
  return catalogCategorySchema.parse(response.data);
}

/** Creates or renames a category; the tree and the catalog's counts load again. */
export function useSaveCategory(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CategorySave) => saveCategory(catalogId, save),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories(catalogId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.detail(catalogId) }),
      ]),
  });
}
