import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { positionQuoteSchema, type PositionQuote } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { catalogKeys } from './service-catalog-keys';
import { api } from '../../lib/http/api-path';
import { apiProblemOf } from '../../lib/http/api-problems';

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
 * Nothing is asked while not `enabled`.
 */
export function usePositionQuote(
  catalogId: string,
  positionId: string,
  version: number,
  optionIds: readonly string[],
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: [...catalogKeys.position(catalogId, positionId), 'quote', version, [...optionIds].sort()],
    queryFn: ({ signal }) => quotePosition(catalogId, positionId, optionIds, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The server's German reasons for refusing a quote (options that exclude each other), each once; [] for none. */
export function quoteRefusal(error: unknown): string[] {
  const problem = apiProblemOf(error);
  if (!problem) return [];
  return [problem.detail, ...problem.fieldErrors.map((each) => each.message)].filter(
    (text, index, all): text is string => text !== undefined && all.indexOf(text) === index,
  );
}
