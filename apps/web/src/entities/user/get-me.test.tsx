import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { MeResponse } from '@vendoc/contract/auth';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meAs } from '../../lib/testing/api-fixtures';
import { fetchMe } from '../../lib/auth/auth-api';
import { storeTokens } from '../../lib/auth/token-storage';
import { useMe, usePermission } from './get-me';
import { userKeys } from './user-keys';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn() }));

function withQueryClient(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return {
    queryClient,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  };
}

beforeEach(() => {
  vi.mocked(fetchMe).mockReset();
});

describe('the signed-in user', () => {
  it('loads GET /api/v1/me once into the shared ["me"] entry', async () => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(() => [useMe(), usePermission('clients:write')] as const, { wrapper });
    await waitFor(() => expect(result.current[0].data).toEqual(meAs('office')));
    expect(result.current[1]).toBe(true);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(userKeys.me)).toEqual(meAs('office'));
  });

  it('passive: asks nothing without a stored token, and reads what is known', () => {
    const { queryClient, wrapper } = withQueryClient();
    const first = renderHook(() => useMe({ passive: true }), { wrapper });
    expect(first.result.current.fetchStatus).toBe('idle');
    expect(fetchMe).not.toHaveBeenCalled();

    queryClient.setQueryData(userKeys.me, meAs('fitter'));
    const known = renderHook(() => useMe({ passive: true }), { wrapper });
    expect(known.result.current.data?.user.role).toBe('fitter');
  });

  it('passive: loads when a token is stored', async () => {
    storeTokens({ accessToken: 'access', refreshToken: 'refresh' });
    vi.mocked(fetchMe).mockResolvedValue(meAs('admin'));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useMe({ passive: true }), { wrapper });
    await waitFor(() => expect(result.current.data?.user.role).toBe('admin'));
  });
});

describe('permissions', () => {
  it('are denied while the role is unknown, then follow the role', async () => {
    let resolve!: (me: MeResponse) => void;
    vi.mocked(fetchMe).mockReturnValue(new Promise((settle) => (resolve = settle)));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => usePermission('projects:delete'), { wrapper });
    expect(result.current).toBe(false);
    resolve(meAs('office'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('deny what the role may not do', async () => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('fitter'));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => [useMe(), usePermission('clients:write')] as const, { wrapper });
    await waitFor(() => expect(result.current[0].isSuccess).toBe(true));
    expect(result.current[1]).toBe(false);
  });
});
