import type { RouteEntry } from './route-types';

/** The routes below /projects of SPEC.md section 2 (a project's areas, surveys, configurations, smart notes). */
export const PROJECT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/projects/:projectId',
    layout: 'default',
    titleKey: 'routes.project',
    page: () => import('../pages/project-page').then((m) => m.ProjectPage),
  },
  {
    path: '/projects/:projectId/constructionNotes',
    layout: 'plain',
    titleKey: 'routes.projectConstructionNotes',
    page: () =>
      import('../../features/construction-notes/project-construction-notes-page').then(
        (m) => m.ProjectConstructionNotesPage,
      ),
  },
  {
    path: '/projects/:projectId/constructions/:constructionId/configurations/:configurationId',
    layout: 'plain',
    titleKey: 'routes.configuration',
    page: () =>
      import('../../features/configurations/construction-configuration-page').then(
        (m) => m.ConstructionConfigurationPage,
      ),
  },
  {
    path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:quantitySurveyId',
    layout: 'plain',
    titleKey: 'routes.quantitySurvey',
    page: () =>
      import('../../features/quantity-surveys/construction-quantity-survey-page').then(
        (m) => m.ConstructionQuantitySurveyPage,
      ),
  },
  {
    path: '/projects/:projectId/export',
    layout: 'plain',
    titleKey: 'routes.projectExport',
    page: () => import('../../features/projects/project-export-page').then((m) => m.ProjectExportPage),
  },
  {
    path: '/projects/:projectId/files',
    layout: 'plain',
    titleKey: 'routes.projectFiles',
    page: () => import('../../features/project-files/project-files-page').then((m) => m.ProjectFilesPage),
  },
  {
    path: '/projects/:projectId/positions',
    layout: 'default',
    titleKey: 'routes.projectPositions',
    page: () => import('../../features/positions/positions-page').then((m) => m.PositionsPage),
    // The rows are what the user waits for: their first page is asked for while the page chunk loads.
    prefetch: ({ params, url, queryClient }) =>
      import('../../features/positions/positions-prefetch').then((m) =>
        m.prefetchPositions(queryClient, params.projectId ?? '', url.searchParams.get('boq')),
      ),
  },
  {
    path: '/projects/:projectId/quantitySurveySheets',
    layout: 'plain',
    titleKey: 'routes.quantitySurveySheets',
    page: () =>
      import('../../features/quantity-surveys/quantity-survey-sheets-page').then(
        (m) => m.QuantitySurveySheetsPage,
      ),
  },
  {
    path: '/projects/:projectId/quantitySurveyTemplates',
    layout: 'plain',
    titleKey: 'routes.quantitySurveyTemplates',
    page: () =>
      import('../../features/quantity-surveys/quantity-survey-templates-page').then(
        (m) => m.QuantitySurveyTemplatesPage,
      ),
  },
  {
    path: '/projects/:projectId/smartNotes/:smartNoteId',
    layout: 'plain',
    titleKey: 'routes.smartNote',
    page: () => import('../../features/smart-notes/smart-note-page').then((m) => m.SmartNotePage),
  },
  {
    path: '/projects/:projectId/smartNotes/:smartNoteId/configurations/:configurationId',
    layout: 'plain',
    titleKey: 'routes.smartNoteConfiguration',
    page: () =>
      import('../../features/configurations/smart-note-configuration-page').then(
        (m) => m.SmartNoteConfigurationPage,
      ),
  },
  {
    path: '/projects/:projectId/smartNotes/:smartNoteId/quantitySurvey/:quantitySurveyId',
    layout: 'plain',
    titleKey: 'routes.smartNoteQuantitySurvey',
    page: () =>
      import('../../features/quantity-surveys/smart-note-quantity-survey-page').then(
        (m) => m.SmartNoteQuantitySurveyPage,
      ),
  },
  {
    path: '/projects/new/quantitySurvey',
    layout: 'default',
    titleKey: 'routes.newQuantitySurvey',
    page: () =>
      import('../../features/quantity-surveys/new-quantity-survey-page').then((m) => m.NewQuantitySurveyPage),
  },
];
