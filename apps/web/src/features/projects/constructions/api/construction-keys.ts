/**
 * Query keys of the constructions and surveys shown on the project page. They are the keys the quantity-surveys
 * feature uses (features/quantity-surveys/api/survey-keys.ts), written out here because features do not import
 * each other: a change made in either feature refreshes the lists of the other.
 */
export const constructionKeys = {
  /** The project's constructions (same as surveyKeys.constructions). */
  constructions: (projectId: string) => ['quantitySurveys', 'constructions', projectId] as const,
  /** Every survey list (same prefix as surveyKeys.list). */
  surveyLists: ['quantitySurveys', 'list'] as const,
  /** The surveys of one construction, or of none (same as surveyKeys.list({ projectId, constructionId })). */
  surveys: (projectId: string, constructionId: string) =>
    ['quantitySurveys', 'list', { projectId, constructionId }] as const,
  /** Sheet lists of the project (same prefix as surveyKeys.projectSheets). */
  projectSheets: (projectId: string) => ['quantitySurveys', 'projectSheets', projectId] as const,
};

/** Surveys without a construction: the value of `constructionId` in queries and the editor route's segment. */
export const NO_CONSTRUCTION = 'none';

/** The editor route of a survey (as survey-keys.ts builds it): constructions/none/… without construction. */
export function surveyEditorPath(projectId: string, constructionId: string | null, surveyId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/constructions/${encodeURIComponent(
    constructionId ?? NO_CONSTRUCTION,
  )}/quantitySurveys/${encodeURIComponent(surveyId)}`;
}
