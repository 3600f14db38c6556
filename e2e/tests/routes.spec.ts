import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/fixtures';
import { createCatalogViaApi } from '../support/catalogs-api';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { createTemplateViaApi } from '../support/templates-api';
import { fillIds, ROUTES } from '../support/routes';
import { createConstructionViaApi, createSurveyViaApi } from '../support/surveys-api';

// Project, service-catalog and survey-editor pages load their record: they get a real one (a sample id would
// rightly answer 404). Areas whose records later issues build (configurations, smart notes) still use sample ids.
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

let catalogId: Promise<string> | undefined;
function realCatalogId(request: APIRequestContext, accessToken: string): Promise<string> {
  catalogId ??= createCatalogViaApi(request, accessToken, { name: uniqueName('Routen-Katalog') }).then(
    (catalog) => catalog.id,
  );
  return catalogId;
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
    if (route.pattern.includes('{projectId}'))
      ids.projectId = await realProjectId(request, signedIn.accessToken);
    if (route.pattern.includes('/constructions/{constructionId}/quantitySurveys/') && ids.projectId)
      Object.assign(ids, await realSurvey(request, signedIn.accessToken, ids.projectId));
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
