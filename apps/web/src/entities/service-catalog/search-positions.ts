import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogPositionListSchema, type CatalogPositionList } from '@vendoc/contract/service-catalogs';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../lib/hooks/use-search-text';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { catalogKeys } from './service-catalog-keys';
import { api } from '../../lib/http/api-path';

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

/** The catalog's positions for the typed text; the previous result stays while the next loads (nothing is asked while not `enabled`). */
export function useCatalogPositionSearch(catalogId: string, q: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: catalogKeys.positionSearch(catalogId, q.trim()),
    queryFn: ({ signal }) => searchCatalogPositions(catalogId, q, signal),
    placeholderData: keepPreviousData,
  });
}

/** The state of a search box over a catalog's positions: the typed text, the debounced query and its result. */
export function useCatalogPositionSearchBox(catalogId: string | null) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useCatalogPositionSearch(catalogId ?? '', query, catalogId !== null);
  return { text, setText, query, search };
}
