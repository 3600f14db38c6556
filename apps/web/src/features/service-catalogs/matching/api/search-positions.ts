import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogPositionListSchema, type CatalogPositionList } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { matchingKeys } from './match-keys';
import { api } from '../../../../lib/http/api-path';

/** Positions the search dialog lists at a time; the total tells when typing more would help. */
export const POSITION_SEARCH_LIMIT = 50;

/** GET /api/v1/service-catalogs/{id}/positions?q=: the first positions whose number or texts match. */
export async function searchCatalogPositions(
  catalogId: string,
  q: string,
  signal?: AbortSignal,
): Promise<CatalogPositionList> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs/${catalogId}/positions`, {
    params: { q: q.trim() || undefined, limit: POSITION_SEARCH_LIMIT },
    signal,
  });
  return catalogPositionListSchema.parse(response.data);
}

/** The catalog's positions for the typed text; the previous result stays while the next loads. */
export function useCatalogPositionSearch(catalogId: string, q: string) {
  return useQuery({
    queryKey: matchingKeys.positionSearch(catalogId, q.trim()),
    queryFn: ({ signal }) => searchCatalogPositions(catalogId, q, signal),
    placeholderData: keepPreviousData,
  });
}
