import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cachedProjects } from './cached-projects';
import { projectKeys } from './project-keys';

const project = (number: string, name: string) => ({ id: `id-${number}`, number, name });

describe('the projects this device knows', () => {
  it('are gathered from every cached project answer, once each, matched by number or name', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.detail('id-P-3'), project('P-3', 'Schule Tal'));
    queryClient.setQueryData(projectKeys.list({ q: '' }), [
      project('P-1', 'Kita Funkloch'),
      project('P-3', 'Schule Tal'),
    ]);
    queryClient.setQueryData(projectKeys.pages({}), {
      pages: [{ items: [project('P-2', 'Halle Keller')], nextCursor: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(projectKeys.teamUsers, [{ id: 'u1', displayName: 'Ole' }]);
    queryClient.setQueryData(['clients', 'list', {}], [project('K-9', 'Kunde, kein Projekt')]);

    expect(cachedProjects(queryClient, '', 20).map((each) => each.number)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(cachedProjects(queryClient, 'keller', 20).map((each) => each.name)).toEqual(['Halle Keller']);
    expect(cachedProjects(queryClient, 'P-3', 20).map((each) => each.id)).toEqual(['id-P-3']);
    expect(cachedProjects(queryClient, '', 2)).toHaveLength(2);
  });
});
