/**
 * Query keys of quantity surveys, shared by the project page (constructions with their surveys) and the survey
 * pages (editor, sheets, templates): a change made on one refreshes the others.
 */
export const surveyKeys = {
  all: ['quantitySurveys'] as const,
  lists: ['quantitySurveys', 'list'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['quantitySurveys', 'list', params] as const,
  /** A paged list (an infinite query: it must not share a key with a one-page list). */
  pages: (params: Readonly<Record<string, unknown>>) => ['quantitySurveys', 'list', 'pages', params] as const,
  detail: (surveyId: string) => ['quantitySurveys', 'detail', surveyId] as const,
  totals: (surveyId: string) => ['quantitySurveys', 'totals', surveyId] as const,
  /** Every project's sheet lists. */
  sheetLists: ['quantitySurveys', 'projectSheets'] as const,
  /** One project's sheet lists, whatever their filters. */
  projectSheets: (projectId: string) => ['quantitySurveys', 'projectSheets', projectId] as const,
  projectSheetList: (projectId: string, filters: Readonly<Record<string, unknown>>) =>
    ['quantitySurveys', 'projectSheets', projectId, filters] as const,
  /** The company's survey templates. */
  templates: ['quantitySurveys', 'templates'] as const,
};
