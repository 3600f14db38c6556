import { expect, type Page } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { gaebSample, getNodesViaApi, projectWithBoqViaApi } from '../support/boqs-api';
import {
  berlinDate,
  createConstructionNoteViaApi,
  getConstructionNoteViaApi,
} from '../support/construction-notes-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { pngImage } from '../support/sample-files';
import { pdfText, printSurveyPdf } from '../support/survey-pdf';
import { createSurveyViaApi, getSurveyTotalsViaApi, getSurveyViaApi } from '../support/surveys-api';
import { createUserViaApi } from '../support/users-api';

/** Draws a stroke across a signature pad, as a finger or a mouse would. */
async function drawSignature(page: Page, name: string) {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box === null) throw new Error(`no signature pad ${name}`);
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.7, 0.3],
    [0.9, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
}

const VIEWPORTS = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`site diary (${viewport.name}): start today from "missing", fill it, copy from yesterday, sign, correct`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const admin = await signInViaApi(request);
    const office = {
      userName: `bauleitung-${viewport.name}-${Date.now().toString(36)}`,
      password: 'Bautagebuch-2026!',
    };
    const user = await createUserViaApi(request, admin.accessToken, {
      ...office,
      displayName: 'Olaf Bauleiter',
      role: 'office',
    });
    const tokens = await signInViaApi(request, office);
    const client = await createClientViaApi(request, tokens.accessToken, {
      kind: 'commercial',
      name: uniqueName('Wohnbau Nord'),
    });
    const projectName = uniqueName('Kita Sonnenschein');
    const project = await createProjectViaApi(request, tokens.accessToken, {
      name: projectName,
      clientId: client.id,
      status: 'in_progress',
      responsibleUserId: user.id,
    });
    // an earlier day with crew, a subcontractor and equipment and their hours
    await createConstructionNoteViaApi(request, tokens.accessToken, {
      projectId: project.id,
      date: berlinDate(-2),
      crew: [{ name: 'Jana Kraus', hours: '8' }],
      subcontractors: [{ company: 'Elektro Nord GmbH', workers: 2, hours: '16' }],
      equipment: [{ name: 'Minibagger 3 t', hours: '5.5' }],
    });
    await seedSession(page, { ...tokens, url: serverBaseURL() });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    // "Heute fehlt" names the project; one tap starts today's entry.
    await page.goto('/constructionNotes');
    const missing = page.getByRole('region', { name: 'Heute fehlt' });
    await expect(missing).toContainText(projectName);
    await page.screenshot({
      path: screenshotPath(`construction-notes-list-${viewport.name}.png`),
      fullPage: true,
    });
    await missing.getByRole('button', { name: `Eintrag für heute anlegen: ${projectName}` }).click();
    await expect(page).toHaveURL(/\/constructionNotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bautagebuch \d\d\.\d\d\.\d{4}$/);

    // Fill sections: working time, weather, a delivery; copy who was on site the day before, type the hours.
    await page.getByLabel('Beginn', { exact: true }).fill('07:00');
    await page.getByLabel('Ende', { exact: true }).fill('16:30');
    await page.getByRole('textbox', { name: 'Pausen (Minuten)' }).fill('45');
    await page.getByRole('button', { name: 'Regen' }).click();
    await expect(page.getByRole('button', { name: 'Regen' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('textbox', { name: 'Ausfallstunden Wetter' }).fill('1,5');
    await page.getByRole('button', { name: 'Lieferung hinzufügen' }).click();
    const delivery = page.getByRole('group', { name: 'Lieferungen 1' });
    await delivery.getByRole('textbox', { name: 'Material' }).fill('Estrich CT-C25');
    await delivery.getByRole('textbox', { name: 'Menge' }).fill('12,5');
    await delivery.getByRole('textbox', { name: 'Einheit' }).fill('t');
    await delivery.getByRole('textbox', { name: 'Lieferschein-Nr.' }).fill('LS-4711');
    await page.getByRole('button', { name: 'Von gestern übernehmen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ohne Stunden' })).toBeVisible();
    const crew = page.getByRole('group', { name: 'Eigenes Personal 1' });
    await expect(crew.getByRole('textbox', { name: 'Name' })).toHaveValue('Jana Kraus');
    await expect(crew.getByRole('textbox', { name: 'Stunden' })).toHaveValue('');
    await expect(
      page.getByRole('group', { name: 'Geräte 1' }).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Minibagger 3 t');
    await crew.getByRole('textbox', { name: 'Stunden' }).fill('8,25');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
    await page.screenshot({
      path: screenshotPath(`construction-note-draft-${viewport.name}.png`),
      fullPage: true,
    });

    // Sign the day: the site manager draws a signature; the day is locked and chained.
    await page.getByRole('button', { name: 'Unterschreiben' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag unterschreiben' });
    await expect(dialog.getByRole('textbox', { name: 'Name Bauleitung' })).toHaveValue('Olaf Bauleiter');
    await dialog.getByRole('button', { name: 'Verbindlich unterschreiben' }).click();
    await expect(dialog.getByText('Bitte im Feld unterschreiben.')).toBeVisible();
    await drawSignature(page, 'Unterschrift Bauleitung');
    await page.screenshot({ path: screenshotPath(`construction-note-sign-${viewport.name}.png`) });
    await dialog.getByRole('button', { name: 'Verbindlich unterschreiben' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Kette geprüft')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Unterschrift Olaf Bauleiter' })).toBeVisible();
    await expect(crew.getByRole('textbox', { name: 'Stunden' })).toHaveValue('8,25');
    const signedUrl = page.url();

    // Correct it with a reason: a new draft revision; the signed one stays readable as the earlier version.
    await page.getByRole('button', { name: 'Korrigieren' }).click();
    const correct = page.getByRole('dialog', { name: 'Unterschriebenen Tag korrigieren' });
    await correct.getByRole('textbox', { name: 'Grund der Korrektur' }).fill('Stunden von Jana falsch');
    await correct.getByRole('button', { name: 'Korrektur anlegen' }).click();
    await expect(page).not.toHaveURL(signedUrl);
    await expect(page.getByText('Grund der Korrektur: Stunden von Jana falsch').first()).toBeVisible();
    // the new revision's page: it is "this one" among the day's versions
    const revisions = page.getByRole('list', { name: 'Fassungen dieses Tages' });
    await expect(revisions.getByText('Fassung 2 (diese)')).toBeVisible();
    await page
      .getByRole('group', { name: 'Eigenes Personal 1' })
      .getByRole('textbox', { name: 'Stunden' })
      .fill('7,75');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
    await revisions.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: screenshotPath(`construction-note-revision-${viewport.name}.png`),
      fullPage: true,
    });
    await revisions.getByRole('link', { name: 'Fassung 1' }).click();
    await expect(page).toHaveURL(signedUrl);
    await expect(page.getByText('Dies ist eine frühere Fassung.')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Eigenes Personal 1' }).getByRole('textbox', { name: 'Stunden' }),
    ).toHaveValue('8,25');

    // The project's diary: a month calendar with today marked, days without entry visible, the chain verified.
    await page.goto(`/projects/${project.id}/constructionNotes`);
    const today = page.locator('[aria-current="date"]');
    await expect(today).toHaveAccessibleName(/^Heute, .*Entwurf$/);
    await expect(page.getByRole('button', { name: /: kein Eintrag, neuen anlegen$/ }).first()).toBeVisible();
    await expect(page.getByText('Kette geprüft')).toBeVisible();
    await page.screenshot({
      path: screenshotPath(`construction-notes-project-${viewport.name}.png`),
      fullPage: true,
    });
    expect(consoleErrors).toEqual([]);
  });
}

test('site diary on a phone: work done and the positions an obstruction affects are picked from the BoQ', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const { projectId, boqId } = await projectWithBoqViaApi(request, token, gaebSample('boq.x83'));
  const nodes = await getNodesViaApi(request, token, boqId);
  const idOf = (oz: string) => nodes.find((node) => node.oz === oz)?.id;
  const day = await createConstructionNoteViaApi(request, token, { projectId, date: berlinDate(-3) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/constructionNotes/${day.id}`);

  // Work done: one tap on the position fills OZ, short text and unit; the quantity is typed.
  await page.getByRole('combobox', { name: 'Leistung aus dem LV' }).fill('Boden');
  await page.getByRole('option', { name: '01.02.0010 Boden loesen' }).click();
  const work = page.getByRole('group', { name: 'Ausgeführte Leistungen 1' });
  await expect(work.getByRole('textbox', { name: 'OZ' })).toHaveValue('01.02.0010');
  await expect(work.getByRole('textbox', { name: 'Leistung' })).toHaveValue('Boden loesen');
  await work.getByRole('textbox', { name: 'Menge' }).fill('42,5');

  // An obstruction naming the position it holds up.
  await page.getByRole('button', { name: 'Behinderung hinzufügen' }).click();
  const obstruction = page.getByRole('group', { name: 'Behinderungen 1' });
  await obstruction.getByRole('textbox', { name: 'Ursache' }).fill('Zufahrt gesperrt, kein Aushub möglich');
  await obstruction.getByLabel('Seit').fill(berlinDate(-3));
  await obstruction.getByRole('combobox', { name: 'Position hinzufügen' }).fill('01.02.0010');
  await page.getByRole('option', { name: '01.02.0010 Boden loesen' }).click();
  const affected = obstruction.getByRole('group', { name: 'Betroffene Positionen' });
  await expect(affected.getByRole('listitem')).toHaveText(['01.02.0010 Boden loesen']);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
  await obstruction.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('construction-note-positions-390.png') });

  // Stored with the positions' ids, shown again after a reload.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Ausgeführte Leistungen 1' }).getByRole('textbox', { name: 'Menge' }),
  ).toHaveValue('42,5');
  await expect(
    page
      .getByRole('group', { name: 'Behinderungen 1' })
      .getByRole('group', { name: 'Betroffene Positionen' }),
  ).toContainText('01.02.0010 Boden loesen');
  const stored = await getConstructionNoteViaApi(request, token, day.id);
  expect(stored.workDone).toMatchObject([{ positionId: idOf('01.02.0010'), quantity: '42.5', unit: 'm3' }]);
  expect(stored.obstructions).toMatchObject([{ affectedPositionIds: [idOf('01.02.0010')] }]);
  expect(consoleErrors).toEqual([]);
});

test('site diary on a phone: the work done of a day is taken into a quantity survey as a new sheet', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const { projectId, boqId } = await projectWithBoqViaApi(request, token, gaebSample('boq.x83'));
  const nodes = await getNodesViaApi(request, token, boqId);
  const position = nodes.find((node) => node.oz === '01.02.0010');
  if (!position) throw new Error('boq.x83 has no position 01.02.0010');
  const survey = await createSurveyViaApi(request, token, { projectId, boqId, name: 'Aufmaß Erdarbeiten' });
  const date = berlinDate(-2);
  const day = await createConstructionNoteViaApi(request, token, {
    projectId,
    date,
    workDone: [
      {
        positionId: position.id,
        oz: '01.02.0010',
        shortText: 'Boden loesen Baugrube',
        quantity: '42.5',
        unit: 'm3',
      },
      { positionId: null, shortText: 'Baustelle eingerichtet', quantity: '1', unit: 'psch' },
    ],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/constructionNotes/${day.id}`);

  await page.getByRole('button', { name: 'Ins Aufmaß übernehmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leistungen ins Aufmaß übernehmen' });
  await dialog.getByRole('combobox', { name: 'Aufmaß' }).click();
  await page.getByRole('option', { name: 'Aufmaß Erdarbeiten' }).click();
  await page.screenshot({ path: screenshotPath('construction-note-survey-transfer-390.png') });
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ins Aufmaß übernommen', { exact: true }).first()).toBeVisible();
  const taken = page.getByRole('list', { name: 'Ins Aufmaß übernommen' });
  await expect(taken.getByRole('link')).toHaveText(['Aufmaß Erdarbeiten, Blatt 2 (1 Zeile)']);

  // The survey has the sheet with the position's line, and its totals count the quantity.
  const stored = await getSurveyViaApi(request, token, survey.id);
  const sheet = stored.sheets.find((each) => each.number === 2);
  expect(sheet?.title).toBe(`Bautagebuch ${date.split('-').reverse().join('.')}`);
  expect(stored.lines.filter((line) => line.sheetId === sheet?.id)).toMatchObject([
    { oz: '01.02.0010', text: 'Boden loesen Baugrube', expression: '42,5' },
  ]);
  const totals = await getSurveyTotalsViaApi(request, token, survey.id);
  expect(totals.positions).toMatchObject([{ oz: '01.02.0010', quantity: '42.500' }]);

  // The same day is not offered the same survey again.
  await page.getByRole('button', { name: 'Ins Aufmaß übernehmen' }).click();
  await expect(
    dialog.getByText(/kein offenes Aufmaß, in das dieser Tag noch nicht übernommen wurde/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // The link opens the survey at the new sheet.
  await taken.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/quantitySurveys/${survey.id}\\?sheet=2$`));
  await expect(page.getByRole('heading', { name: 'Aufmaß Erdarbeiten', level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('site diary on a phone: photos of the day with captions and a photographed delivery note', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const client = await createClientViaApi(request, token, {
    kind: 'commercial',
    name: uniqueName('Wohnbau Süd'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Kita Sonnenschein'),
    clientId: client.id,
  });
  const day = await createConstructionNoteViaApi(request, token, {
    projectId: project.id,
    date: berlinDate(-4),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/constructionNotes/${day.id}`);

  // Two photos from the camera, each shrunk on the phone (JPEG) and shown with a caption to type.
  const photos = page.getByRole('region', { name: 'Fotos' });
  const input = photos.getByTestId('diary-photo-input');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles([
    { name: 'Bewehrung.png', mimeType: 'image/png', buffer: pngImage(3000, 2000) },
    { name: 'Schalung.png', mimeType: 'image/png', buffer: pngImage(800, 600) },
  ]);
  const first = photos.getByRole('group', { name: 'Fotos 1' });
  const second = photos.getByRole('group', { name: 'Fotos 2' });
  await expect(first.getByRole('img', { name: 'Bewehrung.jpg' })).toBeVisible();
  // Thumbnails load lazily: in view, the photo is shown from the server.
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(second.getByRole('img', { name: 'Schalung.jpg' })).toBeVisible();
  await first
    .getByRole('textbox', { name: 'Bildunterschrift' })
    .fill('Bewehrung Decke über EG vor dem Betonieren');

  // A delivery with the photo of its delivery note.
  await page.getByRole('button', { name: 'Lieferung hinzufügen' }).click();
  const delivery = page.getByRole('group', { name: 'Lieferungen 1' });
  await delivery.getByRole('textbox', { name: 'Material' }).fill('Betonstahl BSt 500');
  await delivery.getByRole('textbox', { name: 'Lieferschein-Nr.' }).fill('LS-4711');
  await delivery
    .getByTestId('delivery-note-photo-input')
    .setInputFiles({ name: 'LS-4711.png', mimeType: 'image/png', buffer: pngImage(1200, 1600) });
  await expect(delivery.getByRole('img', { name: 'LS-4711.jpg' })).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Lieferschein neu fotografieren' })).toBeVisible();

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('construction-note-photos-390.png') });

  const stored = await getConstructionNoteViaApi(request, token, day.id);
  expect(stored.photos).toEqual([
    { fileId: expect.any(String), caption: 'Bewehrung Decke über EG vor dem Betonieren' },
    { fileId: expect.any(String), caption: '' },
  ]);
  expect(stored.deliveries).toMatchObject([
    { deliveryNoteNumber: 'LS-4711', photoFileId: expect.any(String) },
  ]);

  // After a reload: the photos with their captions; the second one removed and saved.
  await page.reload();
  await expect(first.getByRole('textbox', { name: 'Bildunterschrift' })).toHaveValue(
    'Bewehrung Decke über EG vor dem Betonieren',
  );
  await expect(delivery.getByRole('img', { name: 'LS-4711.jpg' })).toBeVisible();
  await photos.getByRole('button', { name: 'Fotos 2 entfernen' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
  await expect
    .poll(async () =>
      (await getConstructionNoteViaApi(request, token, day.id)).photos.map((each) => each.caption),
    )
    .toEqual(['Bewehrung Decke über EG vor dem Betonieren']);
  expect(consoleErrors).toEqual([]);
});

test('site diary as PDF: a day from its page, the month and the week from the project diary', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}, testInfo) => {
  const token = signedIn.accessToken;
  const client = await createClientViaApi(request, token, {
    kind: 'commercial',
    name: uniqueName('Wohnbau West'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Sporthalle'),
    clientId: client.id,
  });
  const date = berlinDate(0);
  const shown = date.split('-').reverse().join('.');
  const day = await createConstructionNoteViaApi(request, token, {
    projectId: project.id,
    date,
    crew: [{ name: 'Jana Kraus', hours: '7.75' }],
    workDone: [{ shortText: 'Trockenbauwände EG gestellt', quantity: '48', unit: 'm2' }],
  });

  await page.goto(`/constructionNotes/${day.id}`);
  const printed = await printSurveyPdf(page, () => page.getByRole('button', { name: 'Als PDF' }).click());
  expect(printed.url.pathname).toBe(`/api/v1/construction-notes/${day.id}/pdf`);
  const dayText = await pdfText(printed.pdf, testInfo.outputPath('day.pdf'));
  for (const expected of [
    'Bautagesbericht',
    `Datum: ${shown}`,
    'Jana Kraus 7,75 h',
    'Trockenbauwände EG gestellt 48 m2',
  ])
    expect(dayText).toContain(expected);

  await page.goto(`/projects/${project.id}/constructionNotes`);
  const month = await printSurveyPdf(page, () => page.getByRole('button', { name: 'Monat als PDF' }).click());
  expect(month.url.pathname).toBe(`/api/v1/projects/${project.id}/construction-notes/pdf`);
  expect(month.url.searchParams.get('from')).toBe(`${date.slice(0, 7)}-01`);
  expect(await pdfText(month.pdf, testInfo.outputPath('month.pdf'))).toContain('Trockenbauwände EG gestellt');
  const week = await printSurveyPdf(page, () =>
    page.getByRole('button', { name: 'Diese Woche als PDF' }).click(),
  );
  expect(week.url.searchParams.get('from')! <= date && date <= week.url.searchParams.get('to')!).toBe(true);
  expect(await pdfText(week.pdf, testInfo.outputPath('week.pdf'))).toContain(`Datum: ${shown}`);
  expect(consoleErrors).toEqual([]);
});
