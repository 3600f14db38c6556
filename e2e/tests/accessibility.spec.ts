import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COLOUR_RULES, expectNoSeriousAxeViolations, waitForLoaded } from '../support/axe';
import { gaebSample, importBoqViaApi } from '../support/boqs-api';
import {
  createArticleViaApi,
  createCatalogPositionViaApi,
  createCatalogViaApi,
} from '../support/catalogs-api';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { screenshotPath } from '../support/paths';
import { createConfigurationViaApi, seedWindowCatalogViaApi } from '../support/configurations-api';
import { fillIds, ROUTES } from '../support/routes';
import { createTemplateViaApi } from '../support/templates-api';
import { createConstructionViaApi, createSurveyViaApi } from '../support/surveys-api';
import { createSmartNoteViaApi } from '../support/smart-notes-api';
import { berlinDate, createConstructionNoteViaApi } from '../support/construction-notes-api';

// Issue 12: no serious or critical axe violation on any page. Every route of the route table is opened with real
// records behind it (a client's project with an imported GAEB BoQ, a construction with a survey, a catalog with an
// article and a position whose price is fixed by hand, a configured window for the construction and the note), then
// axe checks the loaded page.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Records {
  ids: Record<string, string>;
  projectName: string;
  surveyName: string;
  articleText: string;
  /** The smart note's configuration (`ids.configurationId` is the construction's). */
  noteConfigurationId: string;
}

let records: Promise<Records> | undefined;
function realRecords(request: APIRequestContext, accessToken: string): Promise<Records> {
  records ??= (async () => {
    const client = await createClientViaApi(request, accessToken, {
      kind: 'commercial',
      name: uniqueName('Barrierefrei GmbH'),
    });
    const projectName = uniqueName('Barrierefreiheit');
    const project = await createProjectViaApi(request, accessToken, {
      name: projectName,
      clientId: client.id,
    });
    await importBoqViaApi(request, accessToken, project.id, gaebSample('boq.x83'));
    const construction = await createConstructionViaApi(request, accessToken, project.id, {
      name: 'Flur EG',
    });
    const surveyName = 'Aufmaß Barrierefreiheit';
    const survey = await createSurveyViaApi(request, accessToken, {
      projectId: project.id,
      constructionId: construction.id,
      name: surveyName,
    });
    const catalog = await createCatalogViaApi(request, accessToken, { name: uniqueName('A11y-Katalog') });
    const articleText = 'Gipskartonplatte 12,5 mm';
    const board = await createArticleViaApi(request, accessToken, catalog.id, {
      number: 'GKB-125',
      shortText: articleText,
      unit: 'm2',
      purchasePrice: '3.20',
    });
    await createCatalogPositionViaApi(request, accessToken, catalog.id, {
      shortText: 'Metallständerwand, einfach beplankt',
      unit: 'm2',
      calculation: {
        components: [{ id: 'board', kind: 'article', articleId: board.id, quantity: '2' }],
        markups: { material: '15', labour: '0', equipment: '0', subcontractor: '0' },
      },
      priceOverride: '42.000',
    });
    const note = await createSmartNoteViaApi(request, accessToken, {
      projectId: project.id,
      type: 'measurement',
      title: 'Aufmaß Flur prüfen',
      quantitySurveyId: survey.id,
    });
    const window = await seedWindowCatalogViaApi(request, accessToken);
    const configure = (owner: { constructionId: string } | { smartNoteId: string }) =>
      createConfigurationViaApi(request, accessToken, project.id, {
        ...owner,
        catalogId: window.catalogId,
        positionId: window.position.id,
        name: 'Fenster Flur',
      });
    const constructionConfiguration = await configure({ constructionId: construction.id });
    const noteConfiguration = await configure({ smartNoteId: note.id });
    const diaryDay = await createConstructionNoteViaApi(request, accessToken, {
      projectId: project.id,
      date: berlinDate(-1),
    });
    return {
      ids: {
        projectId: project.id,
        constructionId: construction.id,
        quantitySurveyId: survey.id,
        serviceCatalogId: catalog.id,
        smartNoteId: note.id,
        constructionNoteId: diaryDay.id,
        configurationId: constructionConfiguration.id,
      },
      noteConfigurationId: noteConfiguration.id,
      projectName,
      surveyName,
      articleText,
    };
  })();
  return records;
}

/** What a route shows once its records are loaded (beyond the layout's heading), where it shows a record. */
function loadedMarker(page: Page, pattern: string, data: Records) {
  if (pattern === '/projects/{projectId}') return page.getByText(data.projectName).first();
  if (pattern === '/projects/{projectId}/positions') return page.getByText('Boden loesen').first();
  if (pattern.endsWith('/quantitySurveys/{quantitySurveyId}')) return page.getByText(data.surveyName).first();
  if (pattern.endsWith('/positionManagement')) return page.getByText('Manueller Preis').first();
  if (pattern.endsWith('/articleManagement')) return page.getByText(data.articleText).first();
  if (pattern === '/designer/{templateId}') return page.getByTestId('designer-page');
  if (pattern.endsWith('/configurations/{configurationId}')) return page.getByText('Gespeichert');
  return null;
}

async function openRoute(
  page: Page,
  pattern: string,
  data: Records,
  request?: APIRequestContext,
  token?: string,
) {
  // A designer template only for the editor's route (its own record, made when needed).
  const recordIds = pattern.includes('/smartNotes/{smartNoteId}/configurations/')
    ? { ...data.ids, configurationId: data.noteConfigurationId }
    : data.ids;
  const ids =
    pattern.includes('{templateId}') && request && token
      ? { ...recordIds, templateId: (await createTemplateViaApi(request, token)).id }
      : recordIds;
  await page.goto(fillIds(pattern, ids));
  const layout = page.locator('[data-layout]').first();
  await expect(layout.getByRole('heading').first()).toBeVisible();
  await loadedMarker(page, pattern, data)?.waitFor();
  // The designer's loading page is a progress indicator by design.
  if (pattern !== '/designer/loading') await waitForLoaded(page);
}

test.describe('desktop 1440 x 900', () => {
  test.use({ viewport: DESKTOP });

  for (const route of ROUTES) {
    test(`${route.pattern} has no serious or critical axe violation`, async ({ page, request, signedIn }) => {
      const data = await realRecords(request, signedIn.accessToken);
      await openRoute(page, route.pattern, data, request, signedIn.accessToken);
      await expectNoSeriousAxeViolations(page, route.pattern);
    });
  }

  test('the project page with its construction and survey opened', async ({ page, request, signedIn }) => {
    const data = await realRecords(request, signedIn.accessToken);
    await openRoute(page, '/projects/{projectId}', data);
    await page.getByRole('button', { name: /^Flur EG .*Aufmaß$/ }).click();
    await expect(page.getByRole('link', { name: new RegExp(data.surveyName) })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '/projects/{projectId} with Flur EG open');
  });

  test('the 404 page has no serious or critical axe violation', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '404');
  });
});

// The dark theme changes colours only: every route is checked with the rules that colours decide (contrast, links
// told apart from text); the rules on names, roles and structure ran on the same page in the light theme above.
test.describe('dark theme, desktop 1440 x 900', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => {
    // The theme store's persisted choice (zustand persist, local storage), as the theme switch leaves it.
    await page.addInitScript(() =>
      window.localStorage.setItem('vendoc-theme', JSON.stringify({ state: { mode: 'dark' }, version: 0 })),
    );
  });

  for (const route of ROUTES) {
    test(`${route.pattern} has no serious or critical axe violation`, async ({ page, request, signedIn }) => {
      const data = await realRecords(request, signedIn.accessToken);
      await openRoute(page, route.pattern, data, request, signedIn.accessToken);
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
      await expectNoSeriousAxeViolations(page, `${route.pattern} (dark)`, { rules: COLOUR_RULES });
    });
  }
});

test.describe('dialogs and menus at 1440 x 900', () => {
  test.use({ viewport: DESKTOP });

  test('the new client and new project dialogs', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Neues Projekt' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'Neues Projekt' });
    await expect(projectDialog.getByRole('textbox', { name: 'Projektname' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dialog Neues Projekt');

    await page.goto('/clientOverview');
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const clientDialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await expect(clientDialog.getByRole('textbox', { name: 'Firmenname' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dialog Neuer Kunde');
  });

  test('the BoQ import dialog, with a file chosen', async ({ page, request, signedIn }) => {
    const data = await realRecords(request, signedIn.accessToken);
    await openRoute(page, '/projects/{projectId}/positions', data);
    await page.getByRole('button', { name: 'LV importieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'LV importieren' });
    await dialog.getByTestId('import-file-input').setInputFiles(gaebSample('boq.x83'));
    await expect(dialog.getByText('boq.x83')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'dialog LV importieren');
  });

  test('the language menu, the user menu and the profile dialog', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Sprache wählen/ }).click();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'language menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Profil und Passwort' }).click();
    const profile = page.getByRole('dialog', { name: 'Profil und Passwort' });
    await expect(profile.getByRole('textbox').first()).toBeVisible();
    await waitForLoaded(page);
    await expectNoSeriousAxeViolations(page, 'dialog Profil und Passwort');
  });
});

test.describe('phone 390 x 844', () => {
  test.use({ viewport: PHONE });

  // One route of each layout a phone user meets, and the navigation drawer of the default layout.
  for (const pattern of [
    '/',
    '/projects/{projectId}',
    '/clientOverview',
    '/serviceCatalogs/{serviceCatalogId}/articleManagement',
    '/projects/{projectId}/constructions/{constructionId}/quantitySurveys/{quantitySurveyId}',
  ]) {
    test(`${pattern} has no serious or critical axe violation`, async ({ page, request, signedIn }) => {
      const data = await realRecords(request, signedIn.accessToken);
      await openRoute(page, pattern, data);
      await expectNoSeriousAxeViolations(page, `${pattern} (phone)`);
    });
  }

  test('the navigation drawer', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Kundenübersicht' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'navigation drawer (phone)');
    await page.screenshot({ path: screenshotPath('navigation-drawer-390.png') });
  });
});
