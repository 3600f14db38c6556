import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, makeClient, makeProject, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { projectKeys } from '../project/project-keys';
import { storeClient } from './client-cache';
import { clientKeys } from './client-keys';
import { clientSearchQueryOptions, clientsQueryOptions } from './get-clients';

describe('the client cache rule', () => {
  it('puts a saved client into its detail; client lists, searches and projects (they show its name) load again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const affected = [
      clientsQueryOptions({ q: '', kind: null, sort: 'name' }).queryKey,
      clientSearchQueryOptions('Mül').queryKey,
      projectKeys.detail(PROJECT_ID),
      projectKeys.list({ limit: 20 }),
    ];
    for (const key of affected) queryClient.setQueryData(key, {});
    const otherClient = clientKeys.detail('other');
    queryClient.setQueryData(otherClient, makeClient({ id: 'other' }));
    queryClient.setQueryData(projectKeys.detail(PROJECT_ID), makeProject());

    const saved = makeClient({ name: 'Müller Bau' });
    await storeClient(queryClient, saved);

    expect(queryClient.getQueryData(clientKeys.detail(CLIENT_ID))).toEqual(saved);
    expect(queryClient.getQueryState(clientKeys.detail(CLIENT_ID))?.isInvalidated).toBe(false);
    for (const key of affected) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(otherClient)?.isInvalidated).toBe(false);
  });
});
