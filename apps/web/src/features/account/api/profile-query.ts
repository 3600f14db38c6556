import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@vendoc/contract/users';
import { userKeys } from '../../../entities/user/user-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/me/profile: the own name and email with the version an edit starts from. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await vendocHttp.get<unknown>(api`/me/profile`, { signal });
  return profileSchema.parse(response.data);
}

// Below the /me key: a change of the profile refreshes both.
export function profileQueryOptions() {
  return queryOptions({ queryKey: userKeys.profile, queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
