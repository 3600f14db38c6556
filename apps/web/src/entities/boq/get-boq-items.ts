import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoqNode } from '@vendoc/contract/boqs';
import { boqKeys } from './boq-keys';
import { fetchBoqNodesPage, MAX_NODE_PAGE_SIZE } from './get-boq-nodes';

/** A BoQ item (position) as pickers and survey sums use it: OZ, short text, unit and LV quantity. */
export type BoqItem = Pick<BoqNode, 'id' | 'oz' | 'shortText' | 'unit' | 'qty'>;

/** A BoQ has at most some tens of thousands of nodes; this guards against a server that never ends its pages. */
const MAX_PAGES = 50;

/** Every page of GET /api/v1/boqs/{boqId}/nodes: the BoQ's items in tree order. */
export async function fetchBoqItems(boqId: string, signal?: AbortSignal): Promise<BoqItem[]> {
  const items: BoqItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items: nodes, nextCursor } = await fetchBoqNodesPage(
      boqId,
      { cursor, limit: MAX_NODE_PAGE_SIZE },
      signal,
    );
    for (const { id, kind, oz, shortText, unit, qty } of nodes) {
      if (kind === 'item' && oz !== '') items.push({ id, oz, shortText, unit, qty });
    }
    cursor = nextCursor;
    if (cursor === null) break;
  }
  return items;
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
