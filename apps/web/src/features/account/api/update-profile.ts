import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type ProfileUpdate } from '@vendoc/contract/users';
import { userKeys } from '../../../entities/user/user-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** PATCH /api/v1/me: the signed-in user's own name and email; `version` as last read. */
export async function patchProfile(update: ProfileUpdate): Promise<Profile> {
  const response = await vendocHttp.patch<unknown>(api`/me`, update);
  return profileSchema.parse(response.data);
}

/** Saves the profile; /me (the name in the app bar and menus) is refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(userKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true });
    },
  });
}
