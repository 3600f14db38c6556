import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@vendoc/contract/users';
import { getRefreshToken } from '../../../lib/auth/token-storage';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { api } from '../../../lib/http/api-path';

/**
 * PUT /api/v1/me/password: the current password proves it is the user; 204 on success. The server signs out
 * every other session; the stored refresh token is sent along so this one stays signed in.
 */
export async function putPassword(change: Omit<PasswordChange, 'refreshToken'>): Promise<void> {
  const refreshToken = getRefreshToken();
  await vendocHttp.put(api`/me/password`, refreshToken ? { ...change, refreshToken } : change);
}

export function useChangePassword() {
  return useMutation({ mutationFn: putPassword });
}
