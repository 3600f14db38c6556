import { queryOptions, useQuery } from '@tanstack/react-query';
import { can, type Permission } from '@vendoc/contract/permissions';
import { fetchMe } from '../../lib/auth/auth-api';
import { signedInOnly } from '../../lib/auth/signed-in-only';
import { getAccessToken } from '../../lib/auth/token-storage';
import { userKeys } from './user-keys';

// The fetcher stays with the other authentication calls in lib/auth: /me is read on the start path, checked
// structurally (decision 0006).

/** GET /api/v1/me: the signed-in user and their company. */
export function meQueryOptions() {
  return queryOptions({ queryKey: userKeys.me, queryFn: fetchMe, staleTime: 5 * 60_000 });
}

/**
 * The signed-in user and company. `passive` only reads what is known (cache, or a fetch when a token is stored)
 * and never triggers the login prompt: for the app bar and home, which also show on the signed-out page.
 */
export function useMe({ passive = false }: { passive?: boolean } = {}) {
  const options = meQueryOptions();
  return useQuery({
    ...options,
    queryFn: passive ? signedInOnly(fetchMe) : options.queryFn,
    enabled: !passive || getAccessToken() != null,
  });
}

/** Whether the signed-in user's role allows `permission` (false while unknown); the server enforces it anyway. */
export function usePermission(permission: Permission): boolean {
  const { data } = useMe();
  return data ? can(data.user.role, permission) : false;
}
