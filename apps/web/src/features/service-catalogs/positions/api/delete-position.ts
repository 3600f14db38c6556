import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** DELETE …/positions/{positionId}. */
export async function deletePosition(catalogId: string, positionId: string): Promise<void> {
  await vendocHttp.delete(api`/service-catalogs/${catalogId}/positions/${positionId}`);
}

export function useDeletePosition(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: string) => deletePosition(catalogId, positionId),
    onSuccess: (_result, positionId) => {
      queryClient.removeQueries({ queryKey: catalogKeys.position(catalogId, positionId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...catalogKeys.positions(catalogId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.detail(catalogId) }),
      ]);
    },
  });
}
