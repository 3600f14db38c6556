import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { positionQuoteSchema, type PositionQuote } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../api/catalog-query';
import { api } from '../../../../lib/http/api-path';

/** POST …/positions/{positionId}/quote: the saved position's price with these options (defaults fill the rest). */
export async function quotePosition(
  catalogId: string,
  positionId: string,
  optionIds: readonly string[],
  signal?: AbortSignal,
): Promise<PositionQuote> {
  const response = await vendocHttp.post<unknown>(
    api`/service-catalogs/${catalogId}/positions/${positionId}/quote`,
    { optionIds },
    { signal },
  );
  return positionQuoteSchema.parse(response.data);
}

/**
 * The price preview of a position for the chosen options. Keyed by the position's version, so a saved change of
 * the variants or the calculation asks again. Refusals (400: options that exclude each other) are not retried.
 */
export function usePositionQuote(
  catalogId: string,
  positionId: string,
  version: number,
  optionIds: readonly string[],
) {
  return useQuery({
    queryKey: [...catalogKeys.position(catalogId, positionId), 'quote', version, [...optionIds].sort()],
    queryFn: ({ signal }) => quotePosition(catalogId, positionId, optionIds, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
