import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BoqNode } from '@vendoc/contract/boqs';
import { boqNodesQueryOptions } from '../api/get-boq-nodes';

/**
 * The BoQ's nodes in tree order: the first (small) page is shown at once, the others are fetched one after the
 * other in the background until the tree is complete.
 */
export function useBoqNodes(boqId: string) {
  const query = useInfiniteQuery(boqNodesQueryOptions(boqId));
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;

  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage]);

  const nodes = useMemo<BoqNode[]>(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  return {
    nodes,
    /** How many nodes the BoQ has (known with the first page). */
    total,
    isPending: query.isPending,
    isError: query.isError && nodes.length === 0,
    /** More pages are on their way. */
    isLoadingMore: hasNextPage,
    refetch: query.refetch,
  };
}
