import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreate } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { USERS_QUERY_KEY } from './users-query';

/** POST /api/v1/users (administrators): a new user of the company with an initial password. */
export async function postUser(user: UserCreate): Promise<User> {
  return (await vendocHttp.post<User>('/api/v1/users', user)).data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
