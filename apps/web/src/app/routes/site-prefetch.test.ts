import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../entities/user/user-keys';
import { useSiteModeStore } from '../../lib/navigation/site-mode';
import { prefetchProjectForSite } from './site-prefetch';

function clientOf(role: 'fitter' | 'office') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.me, { user: { id: 'u1', role } });
  const infinite = vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  const query = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  const boqs = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue([
    { id: 'b-offer', kind: 'offer' },
    { id: 'b-contract', kind: 'contract' },
  ] as never);
  return { queryClient, infinite, query, boqs };
}

const request = (queryClient: QueryClient) => ({
  params: { projectId: 'p-1' },
  url: new URL('http://localhost/projects/p-1'),
  queryClient,
});

afterEach(() => {
  useSiteModeStore.setState({ enabled: false });
});

describe('a project opened on site', () => {
  it('loads its notes, this month of its diary and the contract BoQ’s positions for a fitter', async () => {
    const { queryClient, infinite, query, boqs } = clientOf('fitter');
    await prefetchProjectForSite(request(queryClient));
    const keys = [...infinite.mock.calls, ...query.mock.calls].map(([options]) => options.queryKey);
    expect(keys).toContainEqual(['smart-notes', 'list', expect.objectContaining({ projectId: '' })]);
    expect(keys).toContainEqual(['smart-notes', 'list', expect.objectContaining({ projectId: 'p-1' })]);
    expect(keys).toContainEqual([
      'construction-notes',
      'project',
      'p-1',
      expect.any(String),
      expect.any(String),
    ]);
    expect(boqs).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['boqs', 'list', 'p-1'] }));
    expect(keys).toContainEqual(['boqs', 'items', 'b-contract']);
  });

  it('loads nothing more for office staff at a desk, but does in site mode', async () => {
    const desk = clientOf('office');
    await prefetchProjectForSite(request(desk.queryClient));
    expect([desk.infinite, desk.query, desk.boqs].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);

    useSiteModeStore.setState({ enabled: true });
    const site = clientOf('office');
    await prefetchProjectForSite(request(site.queryClient));
    expect(site.infinite).toHaveBeenCalledTimes(2);
  });
});
