// SPEC.md section 2: the 36 client routes and their layouts, with sample ids filled in.

export type LayoutName = 'closing-header' | 'default' | 'designer' | 'empty' | 'error' | 'monteur' | 'plain';

export interface RouteCase {
  pattern: string;
  path: string;
  layout: LayoutName;
}

const SAMPLE_IDS: Record<string, string> = {
  projectId: '11111111-1111-4111-8111-111111111111',
  constructionId: '22222222-2222-4222-8222-222222222222',
  configurationId: '33333333-3333-4333-8333-333333333333',
  quantitySurveyId: '44444444-4444-4444-8444-444444444444',
  smartNoteId: '55555555-5555-4555-8555-555555555555',
  constructionNoteId: '66666666-6666-4666-8666-666666666666',
  templateId: '77777777-7777-4777-8777-777777777777',
  serviceCatalogId: '88888888-8888-4888-8888-888888888888',
};

const TABLE: ReadonlyArray<readonly [string, LayoutName]> = [
  ['/', 'default'],
  ['/articles', 'plain'],
  ['/blueprint', 'default'],
  ['/clientOverview', 'plain'],
  ['/companySettings', 'plain'],
  ['/constructionNotes', 'plain'],
  ['/constructionNotes/{constructionNoteId}', 'plain'],
  ['/designer', 'plain'],
  ['/designer/{templateId}', 'default'],
  ['/designer/loading', 'default'],
  ['/empty', 'default'],
  ['/error', 'default'],
  ['/iconset', 'default'],
  ['/logedOut', 'default'],
  ['/playground', 'default'],
  ['/projects/{projectId}', 'default'],
  ['/projects/{projectId}/constructionNotes', 'plain'],
  ['/projects/{projectId}/constructions/{constructionId}/configurations/{configurationId}', 'plain'],
  ['/projects/{projectId}/constructions/{constructionId}/quantitySurveys/{quantitySurveyId}', 'plain'],
  ['/projects/{projectId}/export', 'plain'],
  ['/projects/{projectId}/files', 'plain'],
  ['/projects/{projectId}/positions', 'default'],
  ['/projects/{projectId}/quantitySurveySheets', 'plain'],
  ['/projects/{projectId}/quantitySurveyTemplates', 'plain'],
  ['/projects/{projectId}/smartNotes/{smartNoteId}', 'plain'],
  ['/projects/{projectId}/smartNotes/{smartNoteId}/configurations/{configurationId}', 'plain'],
  ['/projects/{projectId}/smartNotes/{smartNoteId}/quantitySurvey/{quantitySurveyId}', 'plain'],
  ['/projects/new/quantitySurvey', 'default'],
  ['/serviceCatalogs', 'plain'],
  ['/serviceCatalogs/{serviceCatalogId}/articleManagement', 'closing-header'],
  ['/serviceCatalogs/{serviceCatalogId}/positionManagement', 'closing-header'],
  ['/serviceCatalogs/{serviceCatalogId}/positionMatching', 'plain'],
  ['/serviceCatalogs/{serviceCatalogId}/variantManagement', 'closing-header'],
  ['/smartNotesPage', 'default'],
  ['/vendocOrderDocuments', 'plain'],
];

/** The pattern with its `{name}` parts replaced by the given ids, else by sample ids. */
export function fillIds(pattern: string, ids: Record<string, string> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const id = ids[name] ?? SAMPLE_IDS[name];
    if (!id) throw new Error(`no sample id for {${name}}`);
    return id;
  });
}

/** Every route of SPEC.md section 2 with a concrete path to open. */
export const ROUTES: readonly RouteCase[] = TABLE.map(([pattern, layout]) => ({
  pattern,
  path: fillIds(pattern),
  layout,
}));
