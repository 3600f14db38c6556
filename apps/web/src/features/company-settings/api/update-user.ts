import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { USERS_QUERY_KEY } from './users-query';

/** PATCH /api/v1/users/{id} (administrators): role, activation, name; `version` as last read. */
export async function patchUser({ id, ...update }: UserUpdate & { id: string }): Promise<User> {
  return (await vendocHttp.patch<User>(`/api/v1/users/${encodeURIComponent(id)}`, update)).data;
}

/** Changes a user; the list is refetched afterwards, also when the server refused (stale or last admin). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
