import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { projectFilesListSchema } from '@vendoc/contract/files';
import { signInViaApi } from '../support/api';
import { expectNoSeriousAxeViolations, waitForLoaded } from '../support/axe';
import { gaebSample, getNodesViaApi, importBoqViaApi, patchNodeViaApi } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';
import { jpegSize } from '../support/sample-files';
import { berlinDate, createConstructionNoteViaApi } from '../support/construction-notes-api';
import { createSmartNoteViaApi } from '../support/smart-notes-api';
import { createSurveyViaApi } from '../support/surveys-api';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const LONG_SHORT_TEXT = 'Boden lösen, seitlich lagern und wieder einbauen, Bodenklasse 3 bis 5';
/** What people on site do not use: never offered in the site layout. */
const NOT_ON_SITE = /Leistungskataloge|Artikel|Designer|Icons|Playground|Kundenübersicht|Firmeneinstellungen/;

async function newUser(
  request: APIRequestContext,
  adminToken: string,
  role: 'fitter' | 'office',
  name: string,
) {
  const credentials = { userName: `${role}-site-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  const user = await createUserViaApi(request, adminToken, { ...credentials, displayName: name, role });
  return { user, credentials };
}

/** A new fitter on the team of a new project of a new client, set up by the admin. */
async function fitterOnProject(request: APIRequestContext, fitterName: string, projectName: string) {
  const admin = await signInViaApi(request);
  const { user: fitter, credentials } = await newUser(request, admin.accessToken, 'fitter', fitterName);
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'commercial',
    name: uniqueName('Bau GmbH'),
  });
  const project = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName(projectName),
    clientId: client.id,
    memberIds: [fitter.id],
  });
  return { admin, fitter, credentials, client, project };
}

/** A 3200 x 2400 JPEG photo at full quality (drawn in the page: a gradient with coloured squares). */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3200;
    canvas.height = 2400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 3200, 2400);
    gradient.addColorStop(0, '#8a6d3b');
    gradient.addColorStop(1, '#3b6d8a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3200, 2400);
    for (let index = 0; index < 3000; index += 1) {
      context.fillStyle = `hsl(${index % 360} 60% 50%)`;
      context.fillRect((index * 97) % 3200, (index * 53) % 2400, 40, 40);
    }
    return canvas.toDataURL('image/jpeg', 1).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Every visible control of the site layout is at least 48 px high and wide (gloves). */
async function expectTouchTargets(page: Page, where: string) {
  const small = await page.evaluate(() => {
    const root = document.querySelector('[data-layout="monteur"]');
    if (!root) return ['no site layout'];
    return (
      Array.from(root.querySelectorAll<HTMLElement>('a, button, [role="button"], input:not([type="hidden"])'))
        .filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden="true"]'))
        // A field is tapped anywhere in its box (MUI focuses the input on a click in its root), so that box counts.
        .map((element) => ({
          element,
          box: (element.closest('.MuiInputBase-root') ?? element).getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && (box.height < 47.5 || box.width < 47.5))
        .map(({ element, box }) => {
          const name =
            element.getAttribute('aria-label') ??
            (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent?.trim() : undefined) ??
            (element.textContent?.trim().slice(0, 40) || element.getAttribute('placeholder') || element.id);
          return `${element.tagName} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
        })
    );
  });
  expect(small, `touch targets under 48 px on ${where}`).toEqual([]);
}

test('a fitter on a phone: the site layout, "Heute" with my projects, a photo shrunk before upload, readable positions', async ({
  page,
  request,
  consoleErrors,
}) => {
  // a long walk through the site layout (five pages, an upload, three axe runs)
  test.setTimeout(90_000);
  const {
    admin,
    credentials,
    client,
    project: ours,
  } = await fitterOnProject(request, 'Mia Monteurin', 'Neubau Kita');
  const theirs = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Umbau Rathaus'),
    clientId: client.id,
  });
  const { boqId } = await importBoqViaApi(request, admin.accessToken, ours.id, gaebSample('boq.x83'));
  const item = (await getNodesViaApi(request, admin.accessToken, boqId)).find(
    (node) => node.oz === '01.02.0010',
  );
  if (!item) throw new Error('item 01.02.0010 missing in the sample');
  await patchNodeViaApi(request, admin.accessToken, boqId, item, {
    shortText: LONG_SHORT_TEXT,
    unitPrice: '12.5',
  });

  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  await page.goto('/');

  // Heute: the site layout, my projects only, and the bottom navigation of what a fitter uses
  const layout = page.locator('[data-layout="monteur"]');
  await expect(layout).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Meine Projekte' });
  await expect(mine.getByRole('heading', { name: ours.name })).toBeVisible();
  await expect(mine.getByText(theirs.name)).toHaveCount(0);
  const navigation = page.getByRole('navigation', { name: 'Monteur-Navigation' });
  await expect(navigation.getByRole('link')).toHaveText(['Heute', 'Bautagebuch', 'Notizen', 'Aufmaß']);
  await expect(navigation.getByRole('link', { name: 'Heute' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: NOT_ON_SITE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Navigation öffnen' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Weiteres' }).getByRole('link', { name: 'Lieferscheine' }),
  ).toHaveAttribute('href', '/vendocOrderDocuments');
  const actions = mine.getByRole('group', { name: `Schnellaktionen für ${ours.number} ${ours.name}` });
  await expect(actions.getByRole('link', { name: 'Notiz' })).toHaveAttribute(
    'href',
    `/projects/${ours.id}/smartNotes/new`,
  );
  await expect(actions.getByRole('link', { name: 'Bautagebuch' })).toHaveAttribute(
    'href',
    `/projects/${ours.id}/constructionNotes`,
  );
  await expect(actions.getByRole('link', { name: 'Aufmaß' })).toHaveAttribute(
    'href',
    `/projects/${ours.id}/quantitySurveySheets`,
  );
  await waitForLoaded(page);
  await expectTouchTargets(page, 'Heute');
  await expectNoSeriousAxeViolations(page, 'Heute (fitter, 390 x 844)');
  await page.screenshot({ path: screenshotPath('monteur-today-390.png'), fullPage: true });

  // Foto: the camera input, and the photo arrives shrunk to 2048 px as JPEG
  const input = page.getByTestId(`photo-input-${ours.id}`);
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  const photo = await largePhoto(page);
  await input.setInputFiles({ name: 'baustelle.jpeg', mimeType: 'image/jpeg', buffer: photo });
  // shrinking and sending take a moment on a slow machine: the server's file list is asked until it is there
  const listFiles = async () => {
    const listed = await request.get(`${serverBaseURL()}/api/v1/projects/${ours.id}/files`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    return projectFilesListSchema.parse(await listed.json()).files;
  };
  await expect
    .poll(async () => (await listFiles()).map((file) => [file.name, file.contentType]), { timeout: 30_000 })
    .toEqual([['baustelle.jpg', 'image/jpeg']]);
  await expect(actions.getByRole('button', { name: 'Foto' })).toBeEnabled();
  const files = await listFiles();
  const content = await request.get(new URL(files[0]?.contentUrl ?? '', serverBaseURL()).toString());
  expect(content.ok()).toBe(true);
  const bytes = await content.body();
  expect(jpegSize(bytes)).toEqual({ width: 2048, height: 1536 });
  expect(bytes.length).toBeLessThan(photo.length);

  // the project, then its positions: cards with OZ, the whole short text, quantity, unit and unit price
  await mine.getByRole('link', { name: new RegExp(ours.name) }).click();
  await expect(page).toHaveURL(`/projects/${ours.id}`);
  await expect(layout).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
  await page.goto(`/projects/${ours.id}/positions`);
  const card = page.getByTestId('boq-phone-item').filter({ hasText: '01.02.0010' });
  await expect(card).toContainText(LONG_SHORT_TEXT);
  await expect(card).toContainText(/100,000 m3/);
  await expect(card).toContainText('EP 12,50');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await waitForLoaded(page);
  await expectNoSeriousAxeViolations(page, 'positions (fitter, 390 x 844)');
  await page.screenshot({ path: screenshotPath('monteur-positions-390.png'), fullPage: true });
  await card.click();
  const details = page.getByRole('dialog', { name: 'Position 01.02.0010' });
  await expect(details).toContainText('Bodenklasse');
  await page.screenshot({ path: screenshotPath('monteur-position-details-390.png') });
  await details.getByRole('button', { name: 'Schließen' }).click();
  await expect(details).toHaveCount(0);

  // the back button: to the project (opened directly, there is no earlier page in the tab)
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`/projects/${ours.id}`);
  await page.screenshot({ path: screenshotPath('monteur-project-390.png'), fullPage: true });

  // recently opened on this device, and a desk keeps the office layout
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Zuletzt geöffnet' })).toBeVisible();
  await page.setViewportSize(DESK);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('office staff switch on Baustellenmodus on a phone; a desk keeps the office layout', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const admin = await signInViaApi(request);
  const { credentials } = await newUser(request, admin.accessToken, 'office', 'Olaf Office');
  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();

  await page.getByRole('button', { name: 'OO – Benutzermenü' }).click();
  const siteMode = page.getByRole('menuitemcheckbox', { name: /Baustellenmodus/ });
  await expect(siteMode).toHaveAttribute('aria-checked', 'false');
  await siteMode.click();
  // at once: the site layout (with its own app bar) replaces the office layout
  await expect(page.locator('[data-layout="monteur"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Monteur-Navigation' }).getByRole('link')).toHaveText([
    'Heute',
    'Bautagebuch',
    'Notizen',
    'Aufmaß',
  ]);
  await expect(page.getByRole('link', { name: NOT_ON_SITE })).toHaveCount(0);
  await waitForLoaded(page);
  await expectTouchTargets(page, 'Heute (office in site mode)');
  await expectNoSeriousAxeViolations(page, 'Heute (office in site mode, 390 x 844)');
  await page.screenshot({ path: screenshotPath('monteur-office-site-mode-390.png'), fullPage: true });

  // remembered on this device; the same switch turns it off again
  await page.reload();
  await expect(page.locator('[data-layout="monteur"]')).toBeVisible();
  await page.getByRole('button', { name: 'OO – Benutzermenü' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Baustellenmodus/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  // a page people do not use on site keeps its layout
  await page.goto('/serviceCatalogs');
  await expect(page.locator('[data-layout="plain"]')).toBeVisible();

  // a desk keeps the office layout with everything in its navigation, site mode or not
  await page.setViewportSize(DESK);
  await page.goto('/');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Leistungskataloge' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('every page a fitter uses on a phone has touch targets of at least 48 px', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { admin, credentials, project } = await fitterOnProject(request, 'Till Touch', 'Neubau Schule');
  const { boqId } = await importBoqViaApi(request, admin.accessToken, project.id, gaebSample('boq.x83'));
  const survey = await createSurveyViaApi(request, admin.accessToken, {
    projectId: project.id,
    boqId,
    name: 'Aufmaß EG',
  });
  const fitterTokens = await signInViaApi(request, credentials);
  const note = await createSmartNoteViaApi(request, fitterTokens.accessToken, {
    projectId: project.id,
    type: 'defect',
    title: 'Riss in der Wand',
    checklist: [{ text: 'Fotografieren', done: false }],
  });
  const day = await createConstructionNoteViaApi(request, fitterTokens.accessToken, {
    projectId: project.id,
    date: berlinDate(-1),
    crew: [{ name: 'Till Touch', hours: '8' }],
  });

  await seedSession(page, { ...fitterTokens, url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  const pages: [string, string][] = [
    ['Heute', '/'],
    ['Projekt', `/projects/${project.id}`],
    ['LV', `/projects/${project.id}/positions`],
    ['Aufmaß', `/projects/${project.id}/constructions/none/quantitySurveys/${survey.id}`],
    ['Notizen', '/smartNotesPage'],
    ['Notiz', `/projects/${project.id}/smartNotes/${note.id}`],
    ['Bautagebuch', '/constructionNotes'],
    ['Bautagebuch des Projekts', `/projects/${project.id}/constructionNotes`],
    ['Bautagebuch-Tag', `/constructionNotes/${day.id}`],
    ['Dateien', `/projects/${project.id}/files`],
  ];
  for (const [where, path] of pages) {
    await page.goto(path);
    await expect(page.locator('[data-layout="monteur"]'), where).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForLoaded(page);
    await expectTouchTargets(page, where);
    await page.screenshot({ path: screenshotPath(`touch-${where.replace(/\W+/g, '-')}-390.png`) });
  }
  expect(consoleErrors).toEqual([]);
});
