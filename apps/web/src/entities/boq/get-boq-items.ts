import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoqNode } from '@vendoc/contract/boqs';
import { boqKeys } from './boq-keys';
import { fetchAllBoqNodes } from './get-boq-nodes';

/** A BoQ item (position) as pickers and survey sums use it: OZ, short text, unit and LV quantity. */
export type BoqItem = Pick<BoqNode, 'id' | 'oz' | 'shortText' | 'unit' | 'qty'>;

/** Every page of GET /api/v1/boqs/{boqId}/nodes: the BoQ's items in tree order. */
export async function fetchBoqItems(boqId: string, signal?: AbortSignal): Promise<BoqItem[]> {
  return (await fetchAllBoqNodes(boqId, signal)).flatMap(({ id, kind, oz, shortText, unit, qty }) =>
    kind === 'item' && oz !== '' ? [{ id, oz, shortText, unit, qty }] : [],
  );
}

export function boqItemsQueryOptions(boqId: string) {
  return queryOptions({
    queryKey: boqKeys.items(boqId),
    queryFn: ({ signal }) => fetchBoqItems(boqId, signal),
    staleTime: 60_000,
  });
}

/** The items of a BoQ (idle without one). */
export function useBoqItems(boqId: string | null) {
  return useQuery({ ...boqItemsQueryOptions(boqId ?? ''), enabled: boqId !== null });
}
