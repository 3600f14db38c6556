import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@vendoc/contract/auth';
import { fetchMe } from '../../../lib/auth/auth-api';
import { getAccessToken } from '../../../lib/auth/token-storage';

export const ME_QUERY_KEY = ['me'] as const;

/** GET /api/v1/me: the signed-in user and their company. */
export function meQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 5 * 60_000 });
}

/**
 * The signed-in user. `passive` only reads what is known (cache, or a fetch when a token is stored) and never
 * triggers the login prompt: for the app bar, which also shows on the signed-out page.
 */
export function useMe({ passive = false }: { passive?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled: !passive || getAccessToken() != null });
}

/** The `app` namespace key of a role's German/English label. */
export function roleLabelKey(role: Role): string {
  return `account.roles.${role}`;
}

/** Up to two initials of a display name, for avatars. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
