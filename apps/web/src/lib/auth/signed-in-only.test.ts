import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnly, SignedOutError } from './signed-in-only';
import { clearTokens, storeTokens } from './token-storage';

describe('signedInOnly', () => {
  const context = {
    client: new QueryClient(),
    queryKey: ['me'],
    signal: new AbortController().signal,
    meta: undefined,
  };

  it('asks the server only while an access token is stored, checked when the fetch runs', async () => {
    const fetcher = vi.fn(async () => 'me');
    const query = signedInOnly(fetcher);

    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    await expect(query(context)).resolves.toBe('me');

    clearTokens();
    await expect(query(context)).rejects.toBeInstanceOf(SignedOutError);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
