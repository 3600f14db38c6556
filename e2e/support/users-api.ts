import type { APIRequestContext } from '@playwright/test';
import { userSchema, type User, type UserCreate } from '@vendoc/contract/users';
import { serverBaseURL } from './env';

/** Creates a user of the signed-in administrator's company through the API (POST /api/v1/users). */
export async function createUserViaApi(
  request: APIRequestContext,
  adminAccessToken: string,
  user: UserCreate,
): Promise<User> {
  const response = await request.post(`${serverBaseURL()}/api/v1/users`, {
    data: user,
    headers: { Authorization: `Bearer ${adminAccessToken}` },
  });
  if (response.status() !== 201) {
    throw new Error(`POST /api/v1/users failed: ${response.status()} ${await response.text()}`);
  }
  return userSchema.parse(await response.json());
}
