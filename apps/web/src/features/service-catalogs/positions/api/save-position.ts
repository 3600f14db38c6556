import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  catalogPositionDetailSchema,
  catalogPositionSchema,
  type CatalogPositionDetail,
  type CatalogPositionInput,
  type CatalogPositionUpdate,
} from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { fetchPosition } from '../../../../entities/service-catalog/get-position';
import { api } from '../../../../lib/http/api-path';

/**
 * The saved position in detail: the answer itself when it is the detail (it carries the server's sheet), else
 * loaded, so the editor never shows a sheet older than the save.
 */
async function savedDetail(catalogId: string, data: unknown): Promise<CatalogPositionDetail> {
  const detail = catalogPositionDetailSchema.safeParse(data);
  if (detail.success) return detail.data;
  return fetchPosition(catalogId, catalogPositionSchema.parse(data).id);
}

/** POST /api/v1/service-catalogs/{id}/positions: without a number the server gives the next free one. */
export async function createPosition(
  catalogId: string,
  body: CatalogPositionInput,
): Promise<CatalogPositionDetail> {
  const response = await vendocHttp.post<unknown>(api`/service-catalogs/${catalogId}/positions`, body);
  return savedDetail(catalogId, response.data);
}

/** PATCH …/positions/{positionId} with the version the edit started from; a stale one gets 409 + current. */
export async function updatePosition(
  catalogId: string,
  positionId: string,
  body: CatalogPositionUpdate,
): Promise<CatalogPositionDetail> {
  const response = await vendocHttp.patch<unknown>(
    api`/service-catalogs/${catalogId}/positions/${positionId}`,
    body,
  );
  return savedDetail(catalogId, response.data);
}

/** After a position changed: its detail is the server's answer; lists and the catalog's counts load again. */
export function positionSaved(queryClient: QueryClient, catalogId: string, saved: CatalogPositionDetail) {
  queryClient.setQueryData(catalogKeys.position(catalogId, saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...catalogKeys.positions(catalogId), 'list'] }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.detail(catalogId) }),
  ]);
}

export function useCreatePosition(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogPositionInput) => createPosition(catalogId, body),
    onSuccess: (saved) => positionSaved(queryClient, catalogId, saved),
  });
}

export function useUpdatePosition(catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, body }: { positionId: string; body: CatalogPositionUpdate }) =>
      updatePosition(catalogId, positionId, body),
    onSuccess: (saved) => positionSaved(queryClient, catalogId, saved),
  });
}
