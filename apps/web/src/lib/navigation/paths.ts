import { generatePath } from 'react-router';

/**
 * Every route of the client (SPEC.md section 2) as a React Router pattern. The route table takes its paths from
 * here and every link and navigation builds its URL with `paths`, so a route is written down once.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  articles: '/articles',
  blueprint: '/blueprint',
  clientOverview: '/clientOverview',
  companySettings: '/companySettings',
  constructionNotes: '/constructionNotes',
  constructionNote: '/constructionNotes/:constructionNoteId',
  designerTemplates: '/designer',
  designer: '/designer/:templateId',
  designerLoading: '/designer/loading',
  empty: '/empty',
  error: '/error',
  iconset: '/iconset',
  loggedOut: '/logedOut',
  playground: '/playground',
  project: '/projects/:projectId',
  projectConstructionNotes: '/projects/:projectId/constructionNotes',
  constructionConfiguration:
    '/projects/:projectId/constructions/:constructionId/configurations/:configurationId',
  quantitySurvey: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:quantitySurveyId',
  projectExport: '/projects/:projectId/export',
  projectFiles: '/projects/:projectId/files',
  projectPositions: '/projects/:projectId/positions',
  quantitySurveySheets: '/projects/:projectId/quantitySurveySheets',
  quantitySurveyTemplates: '/projects/:projectId/quantitySurveyTemplates',
  smartNote: '/projects/:projectId/smartNotes/:smartNoteId',
  smartNoteConfiguration: '/projects/:projectId/smartNotes/:smartNoteId/configurations/:configurationId',
  smartNoteQuantitySurvey: '/projects/:projectId/smartNotes/:smartNoteId/quantitySurvey/:quantitySurveyId',
  newQuantitySurvey: '/projects/new/quantitySurvey',
  serviceCatalogs: '/serviceCatalogs',
  articleManagement: '/serviceCatalogs/:serviceCatalogId/articleManagement',
  positionManagement: '/serviceCatalogs/:serviceCatalogId/positionManagement',
  positionMatching: '/serviceCatalogs/:serviceCatalogId/positionMatching',
  variantManagement: '/serviceCatalogs/:serviceCatalogId/variantManagement',
  smartNotes: '/smartNotesPage',
  orderDocuments: '/vendocOrderDocuments',
  /** The editor of one order document (not in SPEC.md: issue 14 adds it). */
  orderDocument: '/vendocOrderDocuments/:documentId',
  /** Everything no other route matches: the 404 page (no URL is built for it). */
  notFound: '*',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** The survey editor's construction segment of a survey that belongs to no construction. */
export const NO_CONSTRUCTION_SEGMENT = 'none';

/** Query parameters of a link; null and undefined are left out. */
export type SearchParams = Readonly<Record<string, string | number | null | undefined>>;

/** `path` with the set `search` parameters appended (encoded). */
export function withSearch(path: string, search: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

// generatePath encodes every parameter with encodeURIComponent, so an id never reaches another route.
const build = generatePath;
const P = ROUTE_PATTERNS;

/** The smart note id of the note page that makes a new note of the project (`paths.smartNote(id, NEW_SMART_NOTE_ID)`). */
export const NEW_SMART_NOTE_ID = 'new';

/** The URL of every route but the catch-all; ids are encoded, `search` becomes the query string. */
export const paths = {
  home: () => P.home,
  articles: () => P.articles,
  blueprint: () => P.blueprint,
  clientOverview: () => P.clientOverview,
  companySettings: () => P.companySettings,
  constructionNotes: () => P.constructionNotes,
  constructionNote: (constructionNoteId: string) => build(P.constructionNote, { constructionNoteId }),
  designerTemplates: () => P.designerTemplates,
  designer: (templateId: string) => build(P.designer, { templateId }),
  /** Loads the template `template` (its layout, fonts) and goes on to its editor. */
  designerLoading: (search?: { template?: string | null }) => withSearch(P.designerLoading, search),
  empty: () => P.empty,
  error: () => P.error,
  iconset: () => P.iconset,
  loggedOut: () => P.loggedOut,
  playground: () => P.playground,
  project: (projectId: string) => build(P.project, { projectId }),
  projectConstructionNotes: (projectId: string) => build(P.projectConstructionNotes, { projectId }),
  constructionConfiguration: (projectId: string, constructionId: string, configurationId: string) =>
    build(P.constructionConfiguration, { projectId, constructionId, configurationId }),
  /** The survey editor; a survey without a construction has the segment "none". `sheet` opens that sheet. */
  quantitySurvey: (
    projectId: string,
    constructionId: string | null,
    quantitySurveyId: string,
    search?: { sheet?: number | null },
  ) =>
    withSearch(
      build(P.quantitySurvey, {
        projectId,
        constructionId: constructionId ?? NO_CONSTRUCTION_SEGMENT,
        quantitySurveyId,
      }),
      search,
    ),
  projectExport: (projectId: string) => build(P.projectExport, { projectId }),
  projectFiles: (projectId: string) => build(P.projectFiles, { projectId }),
  /** The project's BoQs; `boq` shows that one. */
  projectPositions: (projectId: string, search?: { boq?: string | null }) =>
    withSearch(build(P.projectPositions, { projectId }), search),
  quantitySurveySheets: (projectId: string) => build(P.quantitySurveySheets, { projectId }),
  quantitySurveyTemplates: (projectId: string) => build(P.quantitySurveyTemplates, { projectId }),
  smartNote: (projectId: string, smartNoteId: string) => build(P.smartNote, { projectId, smartNoteId }),
  smartNoteConfiguration: (projectId: string, smartNoteId: string, configurationId: string) =>
    build(P.smartNoteConfiguration, { projectId, smartNoteId, configurationId }),
  smartNoteQuantitySurvey: (projectId: string, smartNoteId: string, quantitySurveyId: string) =>
    build(P.smartNoteQuantitySurvey, { projectId, smartNoteId, quantitySurveyId }),
  newQuantitySurvey: () => P.newQuantitySurvey,
  serviceCatalogs: () => P.serviceCatalogs,
  /** A catalog's articles; `article` opens that article's dialog. */
  articleManagement: (serviceCatalogId: string, search?: { article?: string | null }) =>
    withSearch(build(P.articleManagement, { serviceCatalogId }), search),
  /** A catalog's positions; `position` opens that position. */
  positionManagement: (serviceCatalogId: string, search?: { position?: string | null }) =>
    withSearch(build(P.positionManagement, { serviceCatalogId }), search),
  positionMatching: (serviceCatalogId: string) => build(P.positionMatching, { serviceCatalogId }),
  /** A catalog's variants; `position` opens that position's variants. */
  variantManagement: (serviceCatalogId: string, search?: { position?: string | null }) =>
    withSearch(build(P.variantManagement, { serviceCatalogId }), search),
  smartNotes: () => P.smartNotes,
  orderDocuments: () => P.orderDocuments,
  orderDocument: (documentId: string) => build(P.orderDocument, { documentId }),
} satisfies Record<Exclude<RouteName, 'notFound'>, (...args: never[]) => string>;
