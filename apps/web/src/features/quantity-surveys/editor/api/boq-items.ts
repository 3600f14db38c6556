import { queryOptions } from '@tanstack/react-query';
import { boqNodesPageSchema, type BoqNode } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { surveyKeys } from '../../api/survey-keys';

/** What the editor needs of a BoQ item: the position picker and the sums' short text, unit and LV-Menge. */
export interface BoqItem {
  readonly id: string;
  readonly oz: string;
  readonly shortText: string;
  readonly unit: string | null;
  readonly qty: string | null;
}

const PAGE_SIZE = 5000;
/** A BoQ has at most some tens of thousands of nodes; this guards against a server that never ends its pages. */
const MAX_PAGES = 50;

function itemOf(node: BoqNode): BoqItem {
  return { id: node.id, oz: node.oz, shortText: node.shortText, unit: node.unit, qty: node.qty };
}

/** GET /api/v1/boqs/{boqId}/nodes, every page: the BoQ's items (positions) in tree order. */
export async function fetchBoqItems(boqId: string, signal?: AbortSignal): Promise<BoqItem[]> {
  const items: BoqItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params: Record<string, string | number> =
      cursor === null ? { limit: PAGE_SIZE } : { limit: PAGE_SIZE, cursor };
    const response = await vendocHttp.get<unknown>(`/api/v1/boqs/${encodeURIComponent(boqId)}/nodes`, {
      params,
      signal,
    });
    const parsed = boqNodesPageSchema.parse(response.data);
    for (const node of parsed.items) if (node.kind === 'item' && node.oz !== '') items.push(itemOf(node));
    cursor = parsed.nextCursor;
    if (cursor === null) break;
  }
  return items;
}

export function boqItemsQueryOptions(boqId: string) {
  return queryOptions({
    queryKey: [...surveyKeys.all, 'boqItems', boqId] as const,
    queryFn: ({ signal }) => fetchBoqItems(boqId, signal),
    staleTime: 5 * 60_000,
  });
}
