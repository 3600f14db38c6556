import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, ROUTE_PATTERNS, type RouteName } from '../../lib/navigation/paths';
import { ROUTE_TABLE } from './route-table';

// Ids with every character that has a meaning in a URL path or query, and non-ASCII ones.
const A = 'a/b?c#d';
const B = 'x y%z&ä';
const C = 'c+d=e;f';

/** One built path per route with the parameters it must give back when matched. */
const SAMPLES: Record<Exclude<RouteName, 'notFound'>, [string, Record<string, string>]> = {
  home: [paths.home(), {}],
  articles: [paths.articles(), {}],
  blueprint: [paths.blueprint(), {}],
  clientOverview: [paths.clientOverview(), {}],
  companySettings: [paths.companySettings(), {}],
  constructionNotes: [paths.constructionNotes(), {}],
  constructionNote: [paths.constructionNote(A), { constructionNoteId: A }],
  designerTemplates: [paths.designerTemplates(), {}],
  designer: [paths.designer(B), { templateId: B }],
  designerLoading: [paths.designerLoading(), {}],
  empty: [paths.empty(), {}],
  error: [paths.error(), {}],
  iconset: [paths.iconset(), {}],
  loggedOut: [paths.loggedOut(), {}],
  playground: [paths.playground(), {}],
  project: [paths.project(A), { projectId: A }],
  projectConstructionNotes: [paths.projectConstructionNotes(A), { projectId: A }],
  constructionConfiguration: [
    paths.constructionConfiguration(A, B, C),
    { projectId: A, constructionId: B, configurationId: C },
  ],
  quantitySurvey: [paths.quantitySurvey(A, B, C), { projectId: A, constructionId: B, quantitySurveyId: C }],
  projectExport: [paths.projectExport(A), { projectId: A }],
  projectFiles: [paths.projectFiles(B), { projectId: B }],
  projectPositions: [paths.projectPositions(C), { projectId: C }],
  quantitySurveySheets: [paths.quantitySurveySheets(A), { projectId: A }],
  quantitySurveyTemplates: [paths.quantitySurveyTemplates(A), { projectId: A }],
  smartNote: [paths.smartNote(A, B), { projectId: A, smartNoteId: B }],
  smartNoteConfiguration: [
    paths.smartNoteConfiguration(A, B, C),
    { projectId: A, smartNoteId: B, configurationId: C },
  ],
  smartNoteQuantitySurvey: [
    paths.smartNoteQuantitySurvey(A, B, C),
    { projectId: A, smartNoteId: B, quantitySurveyId: C },
  ],
  newQuantitySurvey: [paths.newQuantitySurvey(), {}],
  serviceCatalogs: [paths.serviceCatalogs(), {}],
  articleManagement: [paths.articleManagement(A), { serviceCatalogId: A }],
  positionManagement: [paths.positionManagement(B), { serviceCatalogId: B }],
  positionMatching: [paths.positionMatching(C), { serviceCatalogId: C }],
  variantManagement: [paths.variantManagement(A), { serviceCatalogId: A }],
  smartNotes: [paths.smartNotes(), {}],
  orderDocuments: [paths.orderDocuments(), {}],
  orderDocument: [paths.orderDocument(A), { documentId: A }],
};

const routeObjects = ROUTE_TABLE.map((entry) => ({ path: entry.path }));

/** The route the router picks for a path (it decodes the path first) and the parameters it reads. */
function routeFor(path: string) {
  const matches = matchRoutes(routeObjects, path);
  const match = matches?.[matches.length - 1];
  return match ? { pattern: match.route.path, params: match.params } : null;
}

describe('paths', () => {
  it('takes every route of the route table from the patterns, and has a builder for each', () => {
    const patterns = Object.values(ROUTE_PATTERNS);
    for (const entry of ROUTE_TABLE) expect(patterns).toContain(entry.path);
    expect(ROUTE_TABLE.map((entry) => entry.path).sort()).toEqual([...patterns].sort());
    for (const name of Object.keys(ROUTE_PATTERNS) as RouteName[]) {
      if (name === 'notFound') continue;
      expect(paths[name], name).toBeTypeOf('function');
      expect(SAMPLES[name], name).toBeDefined();
    }
  });

  it.each(Object.entries(SAMPLES))('builds %s so that its own route matches it', (name, [path, params]) => {
    const pattern = ROUTE_PATTERNS[name as RouteName];
    const direct = matchPath(pattern, path);
    expect(direct, path).not.toBeNull();
    expect(
      Object.fromEntries(
        Object.entries(direct?.params ?? {}).map(([key, value]) => [key, decodeURIComponent(value ?? '')]),
      ),
    ).toEqual(params);
    // The router as the app runs it: of all routes it picks this one, with the ids as they were given.
    expect(routeFor(path)).toEqual({ pattern, params });
  });

  it('encodes every segment, so an id cannot leave its segment', () => {
    expect(paths.project('a/b?c#d')).toBe('/projects/a%2Fb%3Fc%23d');
    expect(paths.quantitySurvey('p 1', 'k/2', 's#3')).toBe(
      '/projects/p%201/constructions/k%2F2/quantitySurveys/s%233',
    );
  });

  it('gives surveys without a construction the segment "none" and appends set query parameters only', () => {
    expect(paths.quantitySurvey('p', null, 's', { sheet: 2 })).toBe(
      '/projects/p/constructions/none/quantitySurveys/s?sheet=2',
    );
    expect(paths.quantitySurvey('p', 'c', 's', { sheet: null })).toBe(
      '/projects/p/constructions/c/quantitySurveys/s',
    );
    expect(paths.projectPositions('p', { boq: 'b&1' })).toBe('/projects/p/positions?boq=b%261');
    expect(paths.articleManagement('k', { article: undefined })).toBe('/serviceCatalogs/k/articleManagement');
  });
});
