import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { ME_QUERY_KEY } from '../../../lib/auth/use-me';

/** Below the /me key: a change of the profile refreshes both. */
export const PROFILE_QUERY_KEY = [...ME_QUERY_KEY, 'profile'] as const;

/** GET /api/v1/me/profile: the own name and email with the version an edit starts from. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return (await vendocHttp.get<Profile>('/api/v1/me/profile', { signal })).data;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
