import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import { userListSchema, type User } from '@vendoc/contract/users';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { userKeys } from './user-keys';

/** GET /api/v1/users's parameters (userListQuerySchema). */
export interface UserQuery {
  /** One of USER_SORT_FIELDS. */
  readonly sort: string;
  readonly limit: number;
  readonly cursor?: string | null;
}

/** GET /api/v1/users (administrators only): one page of the company's users. */
export async function fetchUsers(query: UserQuery, signal?: AbortSignal): Promise<ListResponse<User>> {
  const response = await vendocHttp.get<unknown>(api`/users`, {
    params: { sort: query.sort, limit: query.limit, cursor: query.cursor || undefined },
    signal,
  });
  return userListSchema.parse(response.data);
}

const SETTINGS_PAGE_SIZE = 100;

export function usersQueryOptions() {
  return cursorPagesOptions(userKeys.list({ sort: 'userName', pages: true }), (cursor, signal) =>
    fetchUsers({ sort: 'userName', limit: SETTINGS_PAGE_SIZE, cursor }, signal),
  );
}

/** The company's users by user name, page by page ("Mehr laden"); a company has tens, so one page is usually all. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...usersQueryOptions(), enabled });
}

/** The company's active users (up to 200, by display name), e.g. for "responsible user". */
export function activeUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.list({ sort: 'displayName', active: true }),
    queryFn: ({ signal }) =>
      fetchUsers({ sort: 'displayName', limit: 200 }, signal).then((page) =>
        page.items.filter((user) => user.active),
      ),
    staleTime: 5 * 60_000,
  });
}

/** The active users when the role may list them; otherwise the query stays idle. */
export function useActiveUsers(enabled: boolean) {
  return useQuery({ ...activeUsersQueryOptions(), enabled });
}
