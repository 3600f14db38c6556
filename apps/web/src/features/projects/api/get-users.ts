import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema, type User } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/users (administrators only): the company's active users, for "responsible user". */
export async function fetchActiveUsers(signal?: AbortSignal): Promise<User[]> {
  const response = await vendocHttp.get<unknown>('/api/v1/users', {
    params: { sort: 'displayName', limit: 200 },
    signal,
  });
  return userListSchema.parse(response.data).items.filter((user) => user.active);
}

export function activeUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'list', 'active'],
    queryFn: ({ signal }) => fetchActiveUsers(signal),
    staleTime: 5 * 60_000,
  });
}

/** The active users when the role may list them; otherwise the query stays idle. */
export function useActiveUsers(enabled: boolean) {
  return useQuery({ ...activeUsersQueryOptions(), enabled });
}
