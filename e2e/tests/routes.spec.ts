import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/fixtures';
import { createCatalogViaApi } from '../support/catalogs-api';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { createTemplateViaApi } from '../support/templates-api';
import { fillIds, ROUTES } from '../support/routes';
import { createConstructionViaApi, createSurveyViaApi } from '../support/surveys-api';
import { createSmartNoteViaApi } from '../support/smart-notes-api';
import { berlinDate, createConstructionNoteViaApi } from '../support/construction-notes-api';
import { createConfigurationViaApi, seedWindowCatalogViaApi } from '../support/configurations-api';

// Project, service-catalog and survey-editor pages load their record: they get a real one (a sample id would
// rightly answer 404); so do the configurations of a construction and of a smart note.
let projectId: Promise<string> | undefined;
function realProjectId(request: APIRequestContext, accessToken: string): Promise<string> {
  projectId ??= (async () => {
    const client = await createClientViaApi(request, accessToken, {
      kind: 'commercial',
      name: uniqueName('Routen GmbH'),
    });
    const project = await createProjectViaApi(request, accessToken, {
      name: uniqueName('Routen'),
      clientId: client.id,
    });
    return project.id;
  })();
  return projectId;
}

let survey: Promise<{ constructionId: string; quantitySurveyId: string }> | undefined;
function realSurvey(request: APIRequestContext, accessToken: string, projectId: string) {
  survey ??= (async () => {
    const construction = await createConstructionViaApi(request, accessToken, projectId, { name: 'Flur EG' });
    const created = await createSurveyViaApi(request, accessToken, {
      projectId,
      constructionId: construction.id,
      name: 'Routen-Aufmaß',
    });
    return { constructionId: construction.id, quantitySurveyId: created.id };
  })();
  return survey;
}

let smartNoteId: Promise<string> | undefined;
function realSmartNoteId(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
): Promise<string> {
  smartNoteId ??= createSmartNoteViaApi(request, accessToken, {
    projectId,
    type: 'defect',
    title: 'Routen-Notiz',
  }).then((note) => note.id);
  return smartNoteId;
}

let constructionNoteId: Promise<string> | undefined;
function realConstructionNoteId(request: APIRequestContext, accessToken: string, projectId: string) {
  constructionNoteId ??= createConstructionNoteViaApi(request, accessToken, {
    projectId,
    date: berlinDate(-1),
  }).then((note) => note.id);
  return constructionNoteId;
}

let catalogId: Promise<string> | undefined;
function realCatalogId(request: APIRequestContext, accessToken: string): Promise<string> {
  catalogId ??= createCatalogViaApi(request, accessToken, { name: uniqueName('Routen-Katalog') }).then(
    (catalog) => catalog.id,
  );
  return catalogId;
}

let windowCatalog: ReturnType<typeof seedWindowCatalogViaApi> | undefined;
/** A configuration of the window catalog for a new construction, or for the smart note when given. */
async function realConfiguration(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
  smartNoteId: string | undefined,
): Promise<{ configurationId: string; constructionId?: string }> {
  windowCatalog ??= seedWindowCatalogViaApi(request, accessToken);
  const { catalogId, position } = await windowCatalog;
  const constructionId = smartNoteId
    ? null
    : (await createConstructionViaApi(request, accessToken, projectId, { name: 'Raum 1.04' })).id;
  const configuration = await createConfigurationViaApi(request, accessToken, projectId, {
    constructionId,
    smartNoteId: smartNoteId ?? null,
    catalogId,
    positionId: position.id,
    name: 'Routen-Fenster',
  });
  return constructionId
    ? { configurationId: configuration.id, constructionId }
    : { configurationId: configuration.id };
}

test('an unknown route shows the 404 error page', async ({ page, signedIn: _signedIn }) => {
  const path = '/this/route/does-not-exist';
  await page.goto(path);
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'error');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText(`Page not found: ${path}`, { exact: true })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('the route table has the 35 routes of SPEC.md section 2 (the 36th route is the catch-all above)', () => {
  expect(ROUTES).toHaveLength(35);
  expect(new Set(ROUTES.map((route) => route.path)).size).toBe(35);
});

for (const route of ROUTES) {
  test(`${route.pattern} renders the ${route.layout} layout`, async ({
    page,
    request,
    signedIn,
    consoleErrors,
  }) => {
    const ids: Record<string, string> = {};
    const needsProject = /\{(projectId|smartNoteId|constructionNoteId)\}/.test(route.pattern);
    const project = needsProject ? await realProjectId(request, signedIn.accessToken) : undefined;
    if (route.pattern.includes('{projectId}') && project) ids.projectId = project;
    if (route.pattern.includes('{quantitySurveyId}') && project)
      Object.assign(ids, await realSurvey(request, signedIn.accessToken, project));
    if (route.pattern.includes('{smartNoteId}') && project)
      ids.smartNoteId = await realSmartNoteId(request, signedIn.accessToken, project);
    if (route.pattern.includes('{constructionNoteId}') && project)
      ids.constructionNoteId = await realConstructionNoteId(request, signedIn.accessToken, project);
    if (route.pattern.includes('{configurationId}') && project)
      Object.assign(ids, await realConfiguration(request, signedIn.accessToken, project, ids.smartNoteId));
    if (route.pattern.includes('{templateId}'))
      ids.templateId = (await createTemplateViaApi(request, signedIn.accessToken)).id;
    if (route.pattern.includes('{serviceCatalogId}'))
      ids.serviceCatalogId = await realCatalogId(request, signedIn.accessToken);
    await page.goto(fillIds(route.pattern, ids));
    // The outermost layout is the route's; a page may show others inside it (/playground shows samples).
    const layout = page.locator('[data-layout]').first();
    await expect(layout).toBeVisible();
    await expect(layout).toHaveAttribute('data-layout', route.layout);
    await expect(layout.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
