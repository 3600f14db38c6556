import { ROUTE_PATTERNS } from '../../lib/navigation/paths';
import type { RouteEntry } from './route-types';

/** The routes below /projects of SPEC.md section 2 (a project's areas, surveys, configurations, smart notes). */
export const PROJECT_ROUTES: readonly RouteEntry[] = [
  {
    path: ROUTE_PATTERNS.project,
    layout: 'default',
    titleKey: 'routes.project',
    page: () => import('../pages/project-page').then((m) => m.ProjectPage),
    // On site, what the project needs offline is loaded with it (notes, this month's diary, the BoQ's positions).
    prefetch: (request) => import('./site-prefetch').then((m) => m.prefetchProjectForSite(request)),
  },
  {
    path: ROUTE_PATTERNS.projectConstructionNotes,
    layout: 'plain',
    titleKey: 'routes.projectConstructionNotes',
    page: () =>
      import('../../features/construction-notes/project-construction-notes-page').then(
        (m) => m.ProjectConstructionNotesPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.constructionConfiguration,
    layout: 'plain',
    titleKey: 'routes.configuration',
    page: () =>
      import('../../features/configurations/construction-configuration-page').then(
        (m) => m.ConstructionConfigurationPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.quantitySurvey,
    layout: 'plain',
    titleKey: 'routes.quantitySurvey',
    page: () =>
      import('../../features/quantity-surveys/construction-quantity-survey-page').then(
        (m) => m.ConstructionQuantitySurveyPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.projectExport,
    layout: 'plain',
    titleKey: 'routes.projectExport',
    page: () => import('../../features/projects/project-export-page').then((m) => m.ProjectExportPage),
  },
  {
    path: ROUTE_PATTERNS.projectFiles,
    layout: 'plain',
    titleKey: 'routes.projectFiles',
    page: () => import('../../features/project-files/project-files-page').then((m) => m.ProjectFilesPage),
  },
  {
    path: ROUTE_PATTERNS.projectPositions,
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
    path: ROUTE_PATTERNS.quantitySurveySheets,
    layout: 'plain',
    titleKey: 'routes.quantitySurveySheets',
    page: () =>
      import('../../features/quantity-surveys/quantity-survey-sheets-page').then(
        (m) => m.QuantitySurveySheetsPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.quantitySurveyTemplates,
    layout: 'plain',
    titleKey: 'routes.quantitySurveyTemplates',
    page: () =>
      import('../../features/quantity-surveys/quantity-survey-templates-page').then(
        (m) => m.QuantitySurveyTemplatesPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.smartNote,
    layout: 'plain',
    titleKey: 'routes.smartNote',
    page: () => import('../pages/smart-note-page').then((m) => m.SmartNotePage),
  },
  {
    path: ROUTE_PATTERNS.smartNoteConfiguration,
    layout: 'plain',
    titleKey: 'routes.smartNoteConfiguration',
    page: () =>
      import('../../features/configurations/smart-note-configuration-page').then(
        (m) => m.SmartNoteConfigurationPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.smartNoteQuantitySurvey,
    layout: 'plain',
    titleKey: 'routes.smartNoteQuantitySurvey',
    // The survey editor with the note beside it: features never import each other, so the route joins them.
    page: () =>
      Promise.all([
        import('../../features/smart-notes/smart-note-quantity-survey-page'),
        import('../../features/quantity-surveys/editor/survey-editor'),
      ]).then(([notes, surveys]) => notes.smartNoteQuantitySurveyPage(surveys.SurveyEditor)),
  },
  {
    path: ROUTE_PATTERNS.newQuantitySurvey,
    layout: 'default',
    titleKey: 'routes.newQuantitySurvey',
    page: () =>
      import('../../features/quantity-surveys/new-quantity-survey-page').then((m) => m.NewQuantitySurveyPage),
  },
];
