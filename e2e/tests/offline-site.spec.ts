import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { projectFilesListSchema } from '@vendoc/contract/files';
import { projectConstructionNotesSchema } from '@vendoc/contract/construction-notes';
import { signInViaApi } from '../support/api';
import { berlinDate } from '../support/construction-notes-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import {
  enterSurveyLine,
  expectOfflineCopyOf,
  expectOfflineCopyOfProject,
  expectServiceWorkerInControl,
  outboxEntries,
} from '../support/offline';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { pngImage } from '../support/sample-files';
import { seedSession } from '../support/session';
import { createSmartNoteViaApi, getSmartNoteViaApi, listSmartNotesViaApi } from '../support/smart-notes-api';
import { createConstructionViaApi, createSurveyViaApi, getSurveyViaApi } from '../support/surveys-api';
import { createUserViaApi } from '../support/users-api';

// Issue 15, offline on site: a fitter on a phone keeps the diary, takes notes with photos and measures without a
// connection; everything waits in the outbox (IndexedDB), survives a reload, and reaches the server exactly once
// when the connection is back.

const PHONE = { width: 390, height: 844 };
const DAYS = 3;
const NOTES = 50;
const PHOTOS = 20;
const LINES = 30;

const auth = (accessToken: string) => ({ headers: { Authorization: `Bearer ${accessToken}` } });

/** A fitter and three active projects of their team (one with a survey), made by the admin. */
async function siteOf(request: APIRequestContext) {
  const admin = await signInViaApi(request);
  const credentials = { userName: `monteur-site-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  const fitter = await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Ole Offline',
    role: 'fitter',
  });
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'commercial',
    name: uniqueName('Wohnbau Süd'),
  });
  const projects = [];
  for (const name of ['Kita Funkloch', 'Schule Tal', 'Halle Keller']) {
    projects.push(
      await createProjectViaApi(request, admin.accessToken, {
        name: uniqueName(name),
        clientId: client.id,
        status: 'in_progress',
        memberIds: [fitter.id],
      }),
    );
  }
  const project = projects[0]!;
  const construction = await createConstructionViaApi(request, admin.accessToken, project.id, {
    name: 'Keller',
  });
  const survey = await createSurveyViaApi(request, admin.accessToken, {
    projectId: project.id,
    constructionId: construction.id,
    name: 'Aufmaß Keller',
  });
  return {
    admin,
    fitter: { ...(await signInViaApi(request, credentials)), user: fitter },
    projects,
    survey,
    surveyPath: `/projects/${project.id}/constructions/${construction.id}/quantitySurveys/${survey.id}`,
  };
}

/** The quick actions of a project on "Heute". */
const quickActions = (page: Page, project: { number: string; name: string }) =>
  page
    .getByRole('region', { name: 'Meine Projekte' })
    .getByRole('group', { name: `Schnellaktionen für ${project.number} ${project.name}` });

/** Back to "Heute" through the bottom navigation (inside the app: no reload). */
async function home(page: Page) {
  await page
    .getByRole('navigation', { name: 'Monteur-Navigation' })
    .getByRole('link', { name: 'Heute' })
    .click();
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
}

test('offline on site: 3 diary days, 50 notes with 20 photos and 30 survey lines wait through a reload, then reach the server exactly once', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(600_000);
  const { admin, fitter, projects, survey, surveyPath } = await siteOf(request);
  const [main] = projects;
  const today = berlinDate();

  const serverCounts = async () => {
    const notes = await listSmartNotesViaApi(request, admin.accessToken, { projectId: main!.id });
    const files = projectFilesListSchema.parse(
      await (
        await request.get(`${serverBaseURL()}/api/v1/projects/${main!.id}/files`, auth(admin.accessToken))
      ).json(),
    ).files;
    let days = 0;
    for (const project of projects) {
      const diary = projectConstructionNotesSchema.parse(
        await (
          await request.get(`${serverBaseURL()}/api/v1/projects/${project.id}/construction-notes`, {
            ...auth(admin.accessToken),
            params: { from: today, to: today },
          })
        ).json(),
      );
      days += diary.items.length;
    }
    const lines = (await getSurveyViaApi(request, admin.accessToken, survey.id)).lines.length;
    return {
      days,
      notes: notes.total ?? notes.items.length,
      notesWithPhoto: notes.items.filter((note) => note.photoCount === 1).length,
      photos: files.filter((file) => file.contentType === 'image/jpeg').length,
      lines,
    };
  };

  // Online: the fitter opens "Heute", each project (what it needs offline is loaded with it), and the survey.
  await seedSession(page, { ...fitter, url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
  for (const project of projects) {
    await expect(quickActions(page, project)).toBeVisible();
    await page
      .getByRole('region', { name: 'Meine Projekte' })
      .getByRole('link', { name: new RegExp(project.name) })
      .click();
    await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
    await expectOfflineCopyOfProject(page, project.id);
    await home(page);
  }
  await page.goto(surveyPath);
  await expect(page.getByRole('button', { name: 'Neue Zeile' })).toBeVisible();
  await expectServiceWorkerInControl(page);
  await expectOfflineCopyOf(page, ['projects', 'quantitySurveys', 'smart-notes', 'construction-notes', 'me']);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();

  await context.setOffline(true);

  // The diary: today's entry of each project, started and saved without a connection.
  for (const project of projects) {
    await quickActions(page, project).getByRole('link', { name: 'Bautagebuch' }).click();
    await page.getByRole('button', { name: 'Eintrag für heute anlegen' }).click();
    await expect(page).toHaveURL(/\/constructionNotes\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Projekt: ${project.number} ${project.name}`)).toBeVisible();
    await page.getByLabel('Beginn', { exact: true }).fill('07:00');
    await page.getByLabel('Ende', { exact: true }).fill('15:30');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Auf diesem Gerät gespeichert')).toBeVisible();
    await home(page);
  }
  await page.screenshot({ path: screenshotPath('offline-site-today-390.png') });

  // 50 notes of the first project, the first 20 with a photo from the camera.
  for (let index = 1; index <= NOTES; index += 1) {
    await quickActions(page, main!).getByRole('link', { name: 'Notiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Notiz' });
    const title = `Offline-Notiz ${index}`;
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (index <= PHOTOS) {
      const photos = page.getByRole('region', { name: 'Fotos' });
      await photos.getByTestId('note-photo-input').setInputFiles({
        name: `foto-${index}.png`,
        mimeType: 'image/png',
        buffer: pngImage(1200, 900),
      });
      // Shown from the phone at once, though the server does not have it yet.
      const shown = photos.getByRole('img', { name: `foto-${index}.jpg` });
      await expect(shown).toBeVisible();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    if (index === 1) {
      await page.screenshot({ path: screenshotPath('offline-site-note-390.png'), fullPage: true });
      await expectNoSeriousAxeViolations(page, 'a note made offline (390 x 844)');
    }
    await home(page);
  }

  // 30 survey lines (a reload: the survey from the offline copy).
  await page.goto(surveyPath);
  await page.getByRole('button', { name: 'Neue Zeile' }).click();
  for (let index = 1; index <= LINES; index += 1) await enterSurveyLine(page, `${index}*2`);

  const expected = DAYS * 2 + NOTES + PHOTOS * 2 + LINES;
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(expected);
  expect(await serverCounts()).toEqual({ days: 0, notes: 0, notesWithPhoto: 0, photos: 0, lines: 0 });

  // A reload without a connection: everything still waits, and the project's notes list shows the 50 from the phone
  // (filtered by the project: everyone reads every note of the company, and other tests add theirs meanwhile).
  await page.goto(`/smartNotesPage?projectId=${main!.id}`);
  await expect(page.getByText('50 Notizen')).toBeVisible();
  await expect(page.getByText('Wartet auf Verbindung')).toHaveCount(NOTES);
  await page.screenshot({ path: screenshotPath('offline-site-notes-390.png') });
  await expectNoSeriousAxeViolations(page, 'notes waiting offline (390 x 844)');
  await page.reload();
  await expect(page.getByText('Wartet auf Verbindung')).toHaveCount(NOTES);
  const waiting = await outboxEntries(page);
  expect(waiting).toHaveLength(expected);
  expect(new Set(waiting.map((entry) => entry.state))).toEqual(new Set(['waiting']));
  expect(waiting.filter((entry) => entry.entity === 'project-file')).toHaveLength(PHOTOS);

  // Back online: sent in order, exactly once each.
  await context.setOffline(false);
  await expect
    .poll(serverCounts, { timeout: 180_000, intervals: [1000, 2000, 5000] })
    .toEqual({ days: DAYS, notes: NOTES, notesWithPhoto: PHOTOS, photos: PHOTOS, lines: LINES });
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 60_000 }).toBe(0);
  await expect(page.getByText('Wartet auf Verbindung')).toHaveCount(0);
  await expect(page.getByText('50 Notizen')).toBeVisible();
  // The days keep what was typed offline.
  const days = projectConstructionNotesSchema.parse(
    await (
      await request.get(`${serverBaseURL()}/api/v1/projects/${main!.id}/construction-notes`, {
        ...auth(admin.accessToken),
        params: { from: today, to: today },
      })
    ).json(),
  );
  expect(days.items.map((day) => [day.date, day.authorName])).toEqual([[today, 'Ole Offline']]);
  await page.screenshot({ path: screenshotPath('offline-site-synced-390.png') });
  // Chromium reports each request refused while offline; nothing else may be logged.
  expect(consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('an offline edit of a note the office changed meanwhile shows both versions; the fitter keeps theirs', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, fitter, projects } = await siteOf(request);
  const note = await createSmartNoteViaApi(request, fitter.accessToken, {
    projectId: projects[0]!.id,
    type: 'defect',
    title: 'Fuge undicht',
  });
  await seedSession(page, { ...fitter, url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  await page.goto(`/projects/${note.projectId}/smartNotes/${note.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fuge undicht' })).toBeVisible();
  await expectServiceWorkerInControl(page);

  // Offline, the fitter renames the note and ticks nothing else; it waits.
  await context.setOffline(true);
  const details = page.getByRole('form', { name: 'Angaben' });
  await details.getByRole('textbox', { name: 'Titel' }).fill('Fuge Bad undicht, Silikon erneuern');
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Noch nicht auf dem Server')).toBeVisible();
  await expect(page.getByText('Auf dem Gerät gespeichert')).toBeVisible();

  // Meanwhile the office sets another status and title.
  const office = await request.put(`${serverBaseURL()}/api/v1/smart-notes/${note.id}`, {
    ...auth(admin.accessToken),
    data: { type: 'defect', title: 'Fuge undicht (Büro)', status: 'inProgress', version: note.version },
  });
  expect(office.status(), await office.text()).toBe(200);

  // Back online: the change is refused as stale, and both versions are shown where the note is.
  await context.setOffline(false);
  const conflict = page.getByRole('alert').filter({ hasText: 'während Ihre Änderung wartete' });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  const compared = conflict.getByRole('table', { name: 'Ihre Fassung und die andere im Vergleich' });
  await expect(compared.getByRole('row', { name: /Titel/ })).toContainText(
    'Fuge Bad undicht, Silikon erneuern',
  );
  await expect(compared.getByRole('row', { name: /Titel/ })).toContainText('Fuge undicht (Büro)');
  await expect(compared.getByRole('row', { name: /Status/ })).toContainText('In Arbeit');
  await conflict.scrollIntoViewIfNeeded();
  await conflict.screenshot({ path: screenshotPath('offline-site-conflict-390.png') });
  await expectNoSeriousAxeViolations(page, 'a note in conflict (390 x 844)');
  // Nothing is dropped silently: the server keeps the office's version until the fitter decides.
  expect((await getSmartNoteViaApi(request, admin.accessToken, note.id)).title).toBe('Fuge undicht (Büro)');

  await conflict.getByRole('button', { name: 'Meine Fassung speichern' }).click();
  await expect
    .poll(async () => (await getSmartNoteViaApi(request, admin.accessToken, note.id)).title, {
      timeout: 30_000,
    })
    .toBe('Fuge Bad undicht, Silikon erneuern');
  await expect(conflict).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fuge Bad undicht, Silikon erneuern' }),
  ).toBeVisible();
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
});

test('a note whose answer is lost after the server stored it is made once, under the id the phone gave it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, fitter, projects } = await siteOf(request);
  const [project] = projects;
  await seedSession(page, { ...fitter, url: serverBaseURL() });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  let lost = false;
  await page.route('**/api/v1/smart-notes', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await quickActions(page, project!).getByRole('link', { name: 'Notiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Notiz' });
  await dialog.getByRole('textbox', { name: 'Titel' }).fill('Antwort verloren');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antwort verloren' })).toBeVisible();
  await expect.poll(() => lost).toBe(true);
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 30_000 }).toBe(0);
  const notes = await listSmartNotesViaApi(request, admin.accessToken, { projectId: project!.id });
  expect(notes.items.map((note) => note.title)).toEqual(['Antwort verloren']);
  expect(page.url()).toContain(notes.items[0]!.id);
});
