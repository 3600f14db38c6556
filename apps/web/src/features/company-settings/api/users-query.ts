import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import type { User } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** Every list of users starts with ['users'] (other features list them too), so changes invalidate them all. */
export const USERS_QUERY_KEY = ['users'] as const;
const PAGE_SIZE = 100;

/** GET /api/v1/users (administrators): one page of the company's users, by user name. */
export async function fetchUsersPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListResponse<User>> {
  const params: Record<string, string | number> = { sort: 'userName', limit: PAGE_SIZE };
  if (cursor) params.cursor = cursor;
  return (await vendocHttp.get<ListResponse<User>>('/api/v1/users', { params, signal })).data;
}

export function usersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', 'settings'],
    queryFn: ({ pageParam, signal }) => fetchUsersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The company's users, page by page ("Mehr laden"); a company has tens, so the first page is usually all. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...usersQueryOptions(), enabled });
}
