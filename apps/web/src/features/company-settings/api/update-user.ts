import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User, type UserUpdate } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateUsers } from '../../../entities/user/user-cache';
import { api } from '../../../lib/http/api-path';

/** PATCH /api/v1/users/{id} (administrators): role, activation, name; `version` as last read. */
export async function patchUser({ id, ...update }: UserUpdate & { id: string }): Promise<User> {
  return userSchema.parse((await vendocHttp.patch<unknown>(api`/users/${id}`, update)).data);
}

/** Changes a user; the list is refetched afterwards, also when the server refused (stale or last admin). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSettled: () => invalidateUsers(queryClient),
  });
}
