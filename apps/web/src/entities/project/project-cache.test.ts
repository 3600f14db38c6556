import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeProject, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { projectPageQueryOptions, projectsQueryOptions } from './get-projects';
import { storeProject } from './project-cache';
import { projectKeys } from './project-keys';

describe('the project cache rule', () => {
  it('puts a saved project into its detail and makes every list of projects load again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const lists = [
      projectsQueryOptions({ q: '', status: [], sort: '-updatedAt' }).queryKey,
      // The position matching page's picker and "Sofort aufmessen"'s projects of a client.
      projectPageQueryOptions({ q: 'Schule', limit: 20 }).queryKey,
      projectPageQueryOptions({ clientId: 'c-1', limit: 200 }).queryKey,
    ];
    for (const key of lists) queryClient.setQueryData(key, []);
    const other = projectKeys.detail('other');
    queryClient.setQueryData(other, makeProject({ id: 'other' }));

    const saved = makeProject({ name: 'Neu' });
    await storeProject(queryClient, saved);

    expect(queryClient.getQueryData(projectKeys.detail(PROJECT_ID))).toEqual(saved);
    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
