import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPositionDetailSchema, type CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { catalogKeys } from './service-catalog-keys';
import { api } from '../../lib/http/api-path';

/** GET …/positions/{positionId}: texts, calculation, variants and the server's calculation sheet. */
export async function fetchPosition(
  catalogId: string,
  positionId: string,
  signal?: AbortSignal,
): Promise<CatalogPositionDetail> {
  const response = await vendocHttp.get<unknown>(
    api`/service-catalogs/${catalogId}/positions/${positionId}`,
    { signal },
  );
  return catalogPositionDetailSchema.parse(response.data);
}

export function positionQueryOptions(catalogId: string, positionId: string) {
  return queryOptions({
    queryKey: catalogKeys.position(catalogId, positionId),
    queryFn: ({ signal }) => fetchPosition(catalogId, positionId, signal),
  });
}

/** One position in detail; nothing is asked while `positionId` is null. */
export function usePosition(catalogId: string, positionId: string | null) {
  return useQuery({
    ...positionQueryOptions(catalogId, positionId ?? ''),
    enabled: positionId !== null,
  });
}
