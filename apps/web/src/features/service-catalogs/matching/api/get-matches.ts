import { queryOptions, useQuery } from '@tanstack/react-query';
import { boqMatchesSchema, type BoqMatches } from '@vendoc/contract/matches';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** Candidates asked for per item: the best one is shown, the 2nd and 3rd can be opened. */
export const CANDIDATE_COUNT = 3;

/** GET /api/v1/boqs/{boqId}/matches?catalogId=&candidates=3: every item of the BoQ with its suggestions. */
export async function fetchMatches(
  boqId: string,
  catalogId: string,
  signal?: AbortSignal,
): Promise<BoqMatches> {
  const response = await vendocHttp.get<unknown>(api`/boqs/${boqId}/matches`, {
    params: { catalogId, candidates: CANDIDATE_COUNT },
    signal,
  });
  return boqMatchesSchema.parse(response.data);
}

export function matchesQueryOptions(boqId: string, catalogId: string) {
  return queryOptions({
    queryKey: catalogKeys.matches(boqId, catalogId),
    queryFn: ({ signal }) => fetchMatches(boqId, catalogId, signal),
  });
}

/** The BoQ's items with their suggestions from the catalog; nothing is asked for before a BoQ is chosen. */
export function useMatches(boqId: string | null, catalogId: string) {
  return useQuery({ ...matchesQueryOptions(boqId ?? '', catalogId), enabled: boqId !== null });
}
