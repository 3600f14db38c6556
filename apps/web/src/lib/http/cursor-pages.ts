import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';

/**
 * The query options of a list read page by page with the API's cursor (`{items, nextCursor}`): the first page has
 * no cursor, each next one the cursor of the page before, until it is null.
 */
export function cursorPagesOptions<Item, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListResponse<Item>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ListResponse<Item>) => lastPage.nextCursor,
  });
}
