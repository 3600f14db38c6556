import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogPositionListSchema, type CatalogPositionList } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** Positions a page; the contract allows 500, but 200 rows render without a noticeable pause. */
export const POSITION_PAGE_SIZE = 200;

export interface PositionListParams {
  /** Search text ('' for none). */
  q: string;
  /** Only this category; null for all positions. */
  categoryId: string | null;
}

/** GET /api/v1/service-catalogs/{id}/positions: one page from `cursor`, in number order. */
export async function fetchPositions(
  catalogId: string,
  params: PositionListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CatalogPositionList> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs/${catalogId}/positions`, {
    params: {
      q: params.q.trim() || undefined,
      categoryId: params.categoryId ?? undefined,
      limit: POSITION_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return catalogPositionListSchema.parse(response.data);
}

export function positionsQueryOptions(catalogId: string, params: PositionListParams) {
  return infiniteQueryOptions({
    queryKey: [...catalogKeys.positions(catalogId), 'list', params],
    queryFn: ({ pageParam, signal }) => fetchPositions(catalogId, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The catalog's positions page by page; the previous result stays while a new search loads. */
export function usePositions(catalogId: string, params: PositionListParams) {
  return useInfiniteQuery({ ...positionsQueryOptions(catalogId, params), placeholderData: keepPreviousData });
}
