import type { QueryFunctionContext } from '@tanstack/react-query';
import { getAccessToken } from './token-storage';

/** A passive query was asked to fetch while no one is signed in (e.g. a refetch right after signing out). */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
  constructor() {
    super('Not signed in');
  }
}

/**
 * Wraps the query function of a passive reader (app bar, signed-out page): without a stored access token it rejects
 * at once instead of calling the server, whose 401 would open the login prompt. Checked when the fetch runs, not
 * when the component rendered: a refetch after sign-out must not ask the server. The error state makes an active
 * reader that mounts later fetch again.
 */
export function signedInOnly<T, Context extends QueryFunctionContext>(
  queryFn: (context: Context) => Promise<T>,
): (context: Context) => Promise<T> {
  return (context) => (getAccessToken() == null ? Promise.reject(new SignedOutError()) : queryFn(context));
}
