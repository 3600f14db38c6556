import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@vendoc/contract/users';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { ME_QUERY_KEY } from '../../../lib/auth/use-me';
import { PROFILE_QUERY_KEY } from './profile-query';

/** PATCH /api/v1/me: the signed-in user's own name and email; `version` as last read. */
export async function patchProfile(update: ProfileUpdate): Promise<Profile> {
  return (await vendocHttp.patch<Profile>('/api/v1/me', update)).data;
}

/** Saves the profile; /me (the name in the app bar and menus) is refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
    },
  });
}
