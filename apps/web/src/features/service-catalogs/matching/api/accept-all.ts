import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptAllResponseSchema, type acceptAllInputSchema } from '@vendoc/contract/matches';
import type { z } from 'zod';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

type AcceptAllInput = z.input<typeof acceptAllInputSchema>;
type AcceptAllResponse = z.infer<typeof acceptAllResponseSchema>;

/** POST /api/v1/boqs/{boqId}/matches/accept: accepts the best candidate of every open item scoring ≥ threshold. */
export async function postAcceptAll(boqId: string, input: AcceptAllInput): Promise<AcceptAllResponse> {
  const response = await vendocHttp.post<unknown>(api`/boqs/${boqId}/matches/accept`, input);
  return acceptAllResponseSchema.parse(response.data);
}

/**
 * Accepting above a threshold. The answer is only a count, so the list is fetched again, and the call ends when
 * it is there: the dialog stays busy until the table shows what was accepted.
 */
export function useAcceptAll(boqId: string, catalogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One queue with the single decisions: a bulk accept never overtakes an accept or reject sent before it.
    scope: { id: `matches-${boqId}` },
    mutationFn: (threshold: number) => postAcceptAll(boqId, { catalogId, threshold }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.matches(boqId, catalogId) }),
  });
}
