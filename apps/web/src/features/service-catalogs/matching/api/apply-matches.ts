import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMatchesResponseSchema, type ApplyMatchesResponse } from '@vendoc/contract/matches';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { invalidateAllBoqs } from '../../../../entities/boq/boq-cache';
import { api } from '../../../../lib/http/api-path';

/** POST /api/v1/boqs/{boqId}/matches/apply: the accepted positions' prices become the items' unit prices. */
export async function postApplyMatches(boqId: string, catalogId: string): Promise<ApplyMatchesResponse> {
  const response = await vendocHttp.post<unknown>(api`/boqs/${boqId}/matches/apply`, { catalogId });
  return applyMatchesResponseSchema.parse(response.data);
}

/** Applying the prices; the BoQ's cached rows and totals (positions page) and the items' prices go stale. */
export function useApplyMatches(boqId: string, catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `matches-${boqId}` },
    mutationFn: () => postApplyMatches(boqId, catalogId),
    // Not awaited: the summary shows at once while the lists refresh behind it.
    onSuccess: () => {
      void invalidateAllBoqs(queryClient);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.matches(boqId, catalogId) });
    },
  });
}
