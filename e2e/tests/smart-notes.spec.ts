import { expect } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { gaebSample, projectWithBoqViaApi } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { uniqueName } from '../support/records-api';
import { jpegSize, pngImage } from '../support/sample-files';
import { seedSession } from '../support/session';
import {
  createSmartNoteViaApi,
  fileContentViaApi,
  getSmartNoteViaApi,
  listSmartNotesViaApi,
} from '../support/smart-notes-api';
import { getSurveyViaApi } from '../support/surveys-api';
import { createUserViaApi } from '../support/users-api';

async function team(request: Parameters<typeof signInViaApi>[0]) {
  const admin = await signInViaApi(request);
  const suffix = Date.now().toString(36);
  const fitter = { userName: `monteur-${suffix}`, password: 'Baustelle-2026!' };
  const office = { userName: `buero-${suffix}`, password: 'Baustelle-2026!' };
  const fitterUser = await createUserViaApi(request, admin.accessToken, {
    ...fitter,
    displayName: `Max Monteur ${suffix}`,
    role: 'fitter',
  });
  const officeUser = await createUserViaApi(request, admin.accessToken, {
    ...office,
    displayName: `Bea Büro ${suffix}`,
    role: 'office',
  });
  return {
    admin,
    fitter: { ...(await signInViaApi(request, fitter)), user: fitterUser },
    office: { ...(await signInViaApi(request, office)), user: officeUser },
  };
}

test('a fitter on the phone notes a defect with checklist, photo, position and comment, and moves it on', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { admin, fitter } = await team(request);
  const { projectId } = await projectWithBoqViaApi(request, admin.accessToken, gaebSample('boq.x83'));
  const project = (await (
    await request.get(`${serverBaseURL()}/api/v1/projects/${projectId}`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    })
  ).json()) as { name: string };
  await page.setViewportSize({ width: 390, height: 844 });
  await seedSession(page, { ...fitter, url: serverBaseURL() });

  await page.goto('/smartNotesPage');
  await page.getByRole('button', { name: 'Neue Notiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Notiz' });
  await dialog.getByRole('combobox', { name: 'Projekt' }).fill(project.name);
  // The options are the server's answer to the search: wait until it has replaced the first page.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(project.name) }).click();
  await dialog.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Mangel' }).click();
  const title = uniqueName('Riss Wand Achse B');
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await expect(dialog.getByRole('button', { name: 'Anlegen' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('smart-note-new-390.png') });
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const noteId = new URL(page.url()).pathname.split('/').at(-1)!;

  // Checklist: two items, the first ticked; each change is saved at once.
  const checklist = page.getByRole('region', { name: 'Checkliste' });
  for (const item of ['Fotografieren', 'Spachteln']) {
    await checklist.getByRole('textbox', { name: 'Neuer Punkt' }).fill(item);
    await checklist.getByRole('button', { name: 'Punkt hinzufügen' }).click();
    await expect(checklist.getByRole('checkbox', { name: item })).toBeVisible();
  }
  await checklist.getByRole('checkbox', { name: 'Fotografieren' }).check();
  await expect(checklist.getByRole('checkbox', { name: 'Fotografieren' })).toBeChecked();

  // A photo from the camera: 3000 x 2000 px, shrunk on the phone to 2048 px as JPEG before the upload.
  const photos = page.getByRole('region', { name: 'Fotos' });
  await expect(photos.getByRole('button', { name: 'Foto aufnehmen' })).toBeVisible();
  const input = photos.getByTestId('note-photo-input');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await input.setInputFiles({ name: 'IMG_0815.png', mimeType: 'image/png', buffer: pngImage(3000, 2000) });
  await expect(photos.getByRole('img', { name: 'IMG_0815.jpg' })).toBeVisible();
  await expect
    .poll(() =>
      photos.getByRole('img', { name: 'IMG_0815.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // A BoQ position, found by its short text.
  const positions = page.getByRole('region', { name: 'Verknüpfte Positionen' });
  const search = positions.getByRole('combobox', { name: 'Position suchen (OZ oder Kurztext)' });
  await search.click();
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toBeVisible();
  const optionText = (await firstOption.textContent()) ?? '';
  await firstOption.click();
  await expect(positions.getByRole('listitem')).toHaveCount(1);

  // A comment, and the status moved on.
  const comments = page.getByRole('region', { name: 'Kommentare' });
  await comments.getByRole('textbox', { name: 'Kommentar' }).fill('Riss ca. 1,2 m, Putz lose');
  await comments.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(comments.getByText('Riss ca. 1,2 m, Putz lose')).toBeVisible();
  const details = page.getByRole('form', { name: 'Angaben' });
  await details.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Arbeit' }).click();
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Notiz gespeichert')).toBeVisible();
  // the form shows what was saved
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveText('In Arbeit');
  await page.screenshot({ path: screenshotPath('smart-note-390.png'), fullPage: true });
  await photos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-photos-390.png') });
  await comments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-comments-390.png') });

  const stored = await getSmartNoteViaApi(request, fitter.accessToken, noteId);
  expect(stored).toMatchObject({
    title,
    type: 'defect',
    status: 'inProgress',
    createdBy: { id: fitter.user.id },
    checklist: [
      { text: 'Fotografieren', done: true },
      { text: 'Spachteln', done: false },
    ],
    comments: [{ text: 'Riss ca. 1,2 m, Putz lose', author: { id: fitter.user.id } }],
  });
  expect(optionText).toContain(stored.positions[0]!.oz);
  expect(stored.photos).toHaveLength(1);
  const photo = await fileContentViaApi(request, stored.photos[0]!.contentUrl);
  expect(photo.contentType).toBe('image/jpeg');
  expect(jpegSize(photo.body)).toEqual({ width: 2048, height: 1365 });

  // The list shows it with its progress, rows big enough for gloves.
  await page.goto('/smartNotesPage');
  const row = page.getByRole('link', { name: new RegExp(title) });
  await expect(row).toContainText('1/2 erledigt');
  await expect(row).toContainText('1 Foto');
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  // On the phone the filters wait behind one button, so the notes come first.
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await page.screenshot({ path: screenshotPath('smart-notes-390.png'), fullPage: true });
  await filterButton.click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('smart-notes-filters-390.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the office filters the notes and starts a survey from one, which opens with the note beside it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { admin, fitter, office } = await team(request);
  const { projectId } = await projectWithBoqViaApi(request, admin.accessToken, gaebSample('boq.x83'));
  const tag = uniqueName('Halle');
  const defect = await createSmartNoteViaApi(request, fitter.accessToken, {
    projectId,
    type: 'defect',
    title: `${tag} Tür klemmt`,
    assigneeId: fitter.user.id,
    dueDate: '2026-12-01',
  });
  await createSmartNoteViaApi(request, office.accessToken, {
    projectId,
    type: 'measurement',
    title: `${tag} Aufmaß Trockenbau`,
    text: 'Wände Achse A bis C',
    status: 'inProgress',
  });
  await createSmartNoteViaApi(request, office.accessToken, {
    projectId,
    type: 'materialRequest',
    title: `${tag} Dübel fehlen`,
    status: 'done',
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedSession(page, { ...office, url: serverBaseURL() });

  await page.goto(`/smartNotesPage?projectId=${projectId}`);
  const notes = page.getByRole('list', { name: 'Smart Notes' });
  await expect(notes.getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(/Neubau Turnhalle/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In Arbeit' }).click();
  await expect(notes.getByRole('link')).toHaveCount(1);
  await expect(notes.getByRole('link')).toContainText('Aufmaß Trockenbau');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Alle' }).click();
  await page.getByRole('combobox', { name: 'Zuständig' }).click();
  await page.getByRole('option', { name: fitter.user.displayName }).click();
  await expect(notes.getByRole('link')).toHaveCount(1);
  await expect(notes.getByRole('link')).toContainText('Tür klemmt');
  await expect(page.getByText('1 Notiz', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('smart-notes-filtered.png'), fullPage: true });

  // "Aufmaß starten" makes a survey of the project, links it and opens it beside the note.
  await notes.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: defect.title })).toBeVisible();
  await page.getByRole('button', { name: 'Aufmaß starten' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${projectId}/smartNotes/${defect.id}/quantitySurvey/[0-9a-f-]+$`),
  );
  const surveyId = new URL(page.url()).pathname.split('/').at(-1)!;
  const aside = page.getByRole('complementary', { name: 'Notiz' });
  await expect(aside.getByRole('link', { name: defect.title })).toBeVisible();
  // the survey editor, named after the note
  await expect(page.getByRole('heading', { name: `Aufmaß zu „${defect.title}“` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('smart-note-survey.png') });
  const linked = await getSmartNoteViaApi(request, office.accessToken, defect.id);
  expect(linked.quantitySurveyId).toBe(surveyId);
  const survey = await getSurveyViaApi(request, office.accessToken, surveyId);
  expect(survey.projectId).toBe(projectId);

  // On a phone the note sits above the survey, collapsed.
  await page.setViewportSize({ width: 390, height: 844 });
  const collapsed = page.getByRole('button', { name: /Notiz anzeigen/ });
  await expect(collapsed).toBeVisible();
  await page.screenshot({ path: screenshotPath('smart-note-survey-390.png') });
  await collapsed.click();
  await expect(page.getByRole('button', { name: /Notiz ausblenden/ })).toBeVisible();

  // The note links back to its survey.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${projectId}/smartNotes/${defect.id}`);
  await expect(page.getByRole('link', { name: 'Aufmaß öffnen' })).toHaveAttribute(
    'href',
    `/projects/${projectId}/smartNotes/${defect.id}/quantitySurvey/${surveyId}`,
  );
  expect((await listSmartNotesViaApi(request, office.accessToken, { projectId })).total).toBe(3);
  expect(consoleErrors).toEqual([]);
});
