import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** After a user was created or changed: every list of users (settings, pickers) loads again. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}
