import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User, type UserCreate } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateUsers } from '../../../entities/user/user-cache';
import { api } from '../../../lib/http/api-path';

/** POST /api/v1/users (administrators): a new user of the company with an initial password. */
export async function postUser(user: UserCreate): Promise<User> {
  return userSchema.parse((await vendocHttp.post<unknown>(api`/users`, user)).data);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUser,
    onSuccess: () => invalidateUsers(queryClient),
  });
}
