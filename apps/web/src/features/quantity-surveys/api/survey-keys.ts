/** Query keys of the quantity-surveys feature, shared by the editor, the sheets and the templates pages. */
export const surveyKeys = {
  all: ['quantitySurveys'] as const,
  list: (params: Record<string, unknown> = {}) => ['quantitySurveys', 'list', params] as const,
  detail: (surveyId: string) => ['quantitySurveys', 'detail', surveyId] as const,
  totals: (surveyId: string) => ['quantitySurveys', 'totals', surveyId] as const,
  projectSheets: (projectId: string, params: Record<string, unknown> = {}) =>
    ['quantitySurveys', 'projectSheets', projectId, params] as const,
  templates: ['quantitySurveys', 'templates'] as const,
  constructions: (projectId: string) => ['quantitySurveys', 'constructions', projectId] as const,
};

/** `/api/v1/quantity-surveys/{surveyId}` and below. */
export function surveyPath(surveyId: string, rest = ''): string {
  return `/api/v1/quantity-surveys/${encodeURIComponent(surveyId)}${rest}`;
}

/**
 * The editor route of a survey. Surveys without a construction use the segment "none":
 * /projects/{projectId}/constructions/none/quantitySurveys/{surveyId}.
 */
export const NO_CONSTRUCTION = 'none';
export function surveyEditorPath(projectId: string, constructionId: string | null, surveyId: string): string {
  return `/projects/${projectId}/constructions/${constructionId ?? NO_CONSTRUCTION}/quantitySurveys/${surveyId}`;
}
