import type { QueryClient } from '@tanstack/react-query';
import { invalidateProject } from '../project/project-cache';
import { surveyKeys } from '../quantity-survey/survey-keys';
import { constructionKeys } from './construction-keys';

/**
 * After a construction changed (decision 0013): the project's constructions, every survey list and sheet list of
 * the project (they show the construction's name) and the project itself (whether it has content) load again.
 */
export function invalidateConstructions(queryClient: QueryClient, projectId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: constructionKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.lists }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.projectSheets(projectId) }),
    invalidateProject(queryClient, projectId),
  ]).then(() => undefined);
}
