import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';
import { LAYOUT_NAMES } from './route-types';

// SPEC.md section 2, row by row, in the spec's own notation.
const SPEC_ROUTES: readonly [string, string][] = [
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

/** Routes an issue added beyond SPEC.md section 2: the order document editor (issue 14). */
const ADDED_ROUTES: readonly (readonly [string, string])[] = [
  ['/vendocOrderDocuments/{documentId}', 'plain'],
];

const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

describe('route table', () => {
  it('holds every route of SPEC.md section 2 and the added ones with their layouts, plus the 404 catch-all (37 routes)', () => {
    const expected = [
      ...[...SPEC_ROUTES, ...ADDED_ROUTES].map(([path, layout]) => [toRouterPath(path), layout]),
      ['*', 'error'],
    ];
    const actual = ROUTE_TABLE.map((entry) => [entry.path, entry.layout]);
    expect(actual).toHaveLength(37);
    expect(new Set(actual.map(([path]) => path)).size).toBe(37);
    expect(actual).toEqual(expect.arrayContaining(expected));
    expect(expected).toEqual(expect.arrayContaining(actual));
  });

  it('only names the seven layouts of the spec', () => {
    expect([...LAYOUT_NAMES].sort()).toEqual(
      ['closing-header', 'default', 'designer', 'empty', 'error', 'monteur', 'plain'].sort(),
    );
    for (const entry of ROUTE_TABLE) expect(LAYOUT_NAMES).toContain(entry.layout);
  });

  it('loads a page component lazily for every route', async () => {
    const pages = await Promise.all(ROUTE_TABLE.map((entry) => entry.page()));
    for (const page of pages) expect(typeof page).toBe('function');
  });
});
