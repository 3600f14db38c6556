import { describe, expect, it } from 'vitest';
import { RECENT_PROJECT_LIMIT, useRecentProjectsStore, withRecent } from './recent-projects';

const project = (id: string, openedAt = 0) => ({ id, number: `P-${id}`, name: `Projekt ${id}`, openedAt });

describe('recently opened projects', () => {
  it('puts the opened project first, once, and keeps at most the limit', () => {
    let list = [project('a'), project('b')];
    list = withRecent(list, project('b', 5));
    expect(list.map((entry) => entry.id)).toEqual(['b', 'a']);
    for (let index = 0; index < 20; index += 1) list = withRecent(list, project(String(index)));
    expect(list).toHaveLength(RECENT_PROJECT_LIMIT);
    expect(list[0]?.id).toBe('19');
  });

  it('keeps them per user on this device', () => {
    const { record } = useRecentProjectsStore.getState();
    record('u1', { id: 'a', number: 'P-1', name: 'Kita' }, 1);
    record('u2', { id: 'b', number: 'P-2', name: 'Rathaus' }, 2);
    record('u1', { id: 'c', number: 'P-3', name: 'Schule' }, 3);
    const { byUser } = useRecentProjectsStore.getState();
    expect(byUser.u1?.map((entry) => entry.id)).toEqual(['c', 'a']);
    expect(byUser.u2?.map((entry) => entry.id)).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem('vendoc-recent-projects') ?? '{}').state.byUser.u1).toHaveLength(
      2,
    );
  });
});
