import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Boq, BoqTotals } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqKeys, boqPath } from './boq-keys';

/** GET /api/v1/boqs/{boqId}: the BoQ with its totals. */
export async function fetchBoq(boqId: string, signal?: AbortSignal): Promise<Boq> {
  return (await vendocHttp.get<Boq>(boqPath(boqId), { signal })).data;
}

/** The BoQ, starting from its entry in the project's list (same shape) while the fresh copy loads. */
export function useBoq(boq: Boq) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: boqKeys.detail(boq.id),
    queryFn: ({ signal }) => fetchBoq(boq.id, signal),
    initialData: boq,
    initialDataUpdatedAt: () => queryClient.getQueryState(boqKeys.list(boq.projectId))?.dataUpdatedAt,
  });
}

/** Puts the totals and version the server answered into the cached BoQ. */
export function storeBoqTotals(queryClient: QueryClient, boqId: string, totals: BoqTotals, version: number) {
  queryClient.setQueryData<Boq>(boqKeys.detail(boqId), (boq) => (boq ? { ...boq, totals, version } : boq));
}
