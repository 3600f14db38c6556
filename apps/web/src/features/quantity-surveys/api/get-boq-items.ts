import { queryOptions, useQuery } from '@tanstack/react-query';
import { boqNodesPageSchema, type BoqNode } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';

const NODE_PAGE_SIZE = 5000;
/** A BoQ rarely has more than 20,000 rows; beyond this many pages the picker offers what it has. */
const MAX_PAGES = 10;

/** A BoQ position as a position picker offers it. */
export type BoqItemOption = Pick<BoqNode, 'id' | 'oz' | 'shortText' | 'unit'>;

/** GET /api/v1/boqs/{boqId}/nodes, page by page: the BoQ's items (positions) with their OZ. */
export async function fetchBoqItems(boqId: string, signal?: AbortSignal): Promise<BoqItemOption[]> {
  const items: BoqItemOption[] = [];
  let cursor: string | null = null;
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const response = await vendocHttp.get<unknown>(`/api/v1/boqs/${encodeURIComponent(boqId)}/nodes`, {
      params: { limit: NODE_PAGE_SIZE, cursor: cursor ?? undefined },
      signal,
    });
    const page = boqNodesPageSchema.parse(response.data);
    for (const node of page.items) {
      if (node.kind === 'item' && node.oz) {
        items.push({ id: node.id, oz: node.oz, shortText: node.shortText, unit: node.unit });
      }
    }
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return items;
}

export function boqItemsQueryOptions(boqId: string) {
  return queryOptions({
    queryKey: ['boqs', 'items', boqId],
    queryFn: ({ signal }) => fetchBoqItems(boqId, signal),
    staleTime: 60_000,
  });
}

/** The items of a BoQ (idle without one). */
export function useBoqItems(boqId: string | null) {
  return useQuery({ ...boqItemsQueryOptions(boqId ?? ''), enabled: boqId !== null });
}
