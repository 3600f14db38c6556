import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@vendoc/contract/projects';
import { projectKeys } from './project-keys';

// The cache rule for projects (decision 0013): a changed project is put into its detail entry and every list loads
// again, wherever the change was made.

/** Every project list and picker loads again (the records themselves are kept). */
export function invalidateProjectLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.lists });
}

/** A project the server answered: its detail takes it over, every list loads again. */
export function storeProject(queryClient: QueryClient, project: Project): Promise<void> {
  queryClient.setQueryData(projectKeys.detail(project.id), project);
  return invalidateProjectLists(queryClient);
}

/** Something below a project changed what it reports (e.g. whether it has content): it loads again. */
export function invalidateProject(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
}
