import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { projectKeys } from './project-keys';

function isProject(value: unknown): value is Project {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Project>).id === 'string' &&
    typeof (value as Partial<Project>).number === 'string' &&
    typeof (value as Partial<Project>).name === 'string'
  );
}

/** The projects in a cached answer: one project, a list of them, a page (`items`) or an infinite list (`pages`). */
function projectsIn(data: unknown): Project[] {
  if (isProject(data)) return [data];
  if (Array.isArray(data)) return data.filter(isProject);
  if (typeof data !== 'object' || data === null) return [];
  if ('pages' in data && Array.isArray(data.pages)) return data.pages.flatMap(projectsIn);
  if ('items' in data && Array.isArray(data.items)) return data.items.filter(isProject);
  return [];
}

/**
 * The projects this device knows (opened, or listed, before the connection went; the offline copy keeps them),
 * matching `search` by number or name, at most `limit`, by number: what a project picker offers offline.
 */
export function cachedProjects(queryClient: QueryClient, search: string, limit: number): Project[] {
  const needle = search.trim().toLocaleLowerCase('de');
  const byId = new Map<string, Project>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: projectKeys.all }))
    for (const project of projectsIn(data)) byId.set(project.id, project);
  return [...byId.values()]
    .filter((project) => `${project.number} ${project.name}`.toLocaleLowerCase('de').includes(needle))
    .sort((a, b) => a.number.localeCompare(b.number, 'de'))
    .slice(0, limit);
}
