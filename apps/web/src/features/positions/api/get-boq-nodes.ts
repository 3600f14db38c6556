import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { BoqNode, BoqNodesPage } from '@vendoc/contract/boqs';
import { boqKeys } from '../../../entities/boq/boq-keys';
import {
  fetchBoqNodesPage,
  MAX_NODE_PAGE_SIZE,
  type NodesPageParam,
} from '../../../entities/boq/get-boq-nodes';

/** The first page is small so the first rows show at once; the rest follow in large pages (the API's maximum). */
export const FIRST_PAGE_SIZE = 300;
export const NEXT_PAGE_SIZE = MAX_NODE_PAGE_SIZE;

export type NodesData = InfiniteData<BoqNodesPage, NodesPageParam>;

export function boqNodesQueryOptions(boqId: string) {
  return infiniteQueryOptions({
    queryKey: boqKeys.nodes(boqId),
    queryFn: ({ pageParam, signal }) => fetchBoqNodesPage(boqId, pageParam, signal),
    initialPageParam: { cursor: null, limit: FIRST_PAGE_SIZE } as NodesPageParam,
    getNextPageParam: (last): NodesPageParam | undefined =>
      last.nextCursor === null ? undefined : { cursor: last.nextCursor, limit: NEXT_PAGE_SIZE },
    // 20,000 rows are not fetched again behind the user's back; edits keep the cache current.
    staleTime: 5 * 60_000,
  });
}

/** The cached node with this id (the version an edit is sent with). */
export function cachedNode(queryClient: QueryClient, boqId: string, nodeId: string): BoqNode | undefined {
  const data = queryClient.getQueryData<NodesData>(boqKeys.nodes(boqId));
  for (const page of data?.pages ?? []) {
    const node = page.items.find((candidate) => candidate.id === nodeId);
    if (node) return node;
  }
  return undefined;
}

/** Replaces cached nodes: `update` returns the new node, or undefined to keep it (pages without change are kept). */
export function updateCachedNodes(
  queryClient: QueryClient,
  boqId: string,
  update: (node: BoqNode) => BoqNode | undefined,
): void {
  queryClient.setQueryData<NodesData>(boqKeys.nodes(boqId), (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      let pageChanged = false;
      const items = page.items.map((node) => {
        const next = update(node);
        if (next === undefined) return node;
        pageChanged = true;
        return next;
      });
      if (!pageChanged) return page;
      changed = true;
      return { ...page, items };
    });
    return changed ? { ...data, pages } : data;
  });
}

/**
 * Runs `apply` (a cache update) now and, when pages of the tree are being fetched at this moment, once more
 * after that: a page fetch started before the update writes the pages it began with back into the cache.
 */
export function applyToNodes(queryClient: QueryClient, boqId: string, apply: () => void): void {
  apply();
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: boqKeys.nodes(boqId), exact: true });
  if (!query || query.state.fetchStatus === 'idle') return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    apply();
  });
}
