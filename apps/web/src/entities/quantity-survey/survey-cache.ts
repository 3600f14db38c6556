import type { QueryClient } from '@tanstack/react-query';
import { constructionKeys } from '../construction/construction-keys';
import { invalidateProject } from '../project/project-cache';
import { surveyKeys } from './survey-keys';

// The cache rule for quantity surveys and constructions (decision 0013). The editor keeps a survey's own detail
// current with every save; these are for what other screens list.

/** A survey's name or status changed: every survey list and sheet list loads again. */
export function invalidateSurveyLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: surveyKeys.lists }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.sheetLists }),
  ]).then(() => undefined);
}

/**
 * A survey or a construction of the project was created, changed or deleted: the project's constructions (they
 * count their surveys), every survey list and the project's sheet lists (they show the construction's name) and
 * the project (whether it has content) load again.
 */
export function invalidateSurveysOfProject(queryClient: QueryClient, projectId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: constructionKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.lists }),
    queryClient.invalidateQueries({ queryKey: surveyKeys.projectSheets(projectId) }),
    invalidateProject(queryClient, projectId),
  ]).then(() => undefined);
}
