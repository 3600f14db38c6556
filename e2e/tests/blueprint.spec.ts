import { execFileSync } from 'node:child_process';
import { expect, type Locator } from '@playwright/test';
import { pinListSchema, planListSchema } from '@vendoc/contract/plans';
import { openPlanFile, projectWithPlanFileViaApi } from '../support/blueprint-plans';
import {
  berlinDate,
  createConstructionNoteViaApi,
  uploadPhotoViaApi,
} from '../support/construction-notes-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { a0Plan, a0PlanSet, bigA0Plan } from '../support/plan-pdf';
import { pngImage } from '../support/sample-files';
import { listSmartNotesViaApi } from '../support/smart-notes-api';
import { createSurveyViaApi, getSurveyViaApi } from '../support/surveys-api';
import { postViaApi } from '../support/records-api';

test('a plan PDF opens sharp in /blueprint and zooms', async ({ page, request }) => {
  test.slow();
  const { admin, projectId, fileId } = await projectWithPlanFileViaApi(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const viewer = await openPlanFile(page, admin, projectId, fileId);
  await page.screenshot({ path: screenshotPath('blueprint-fit-1440.png') });
  await page.getByRole('button', { name: 'Vergrößern' }).click();
  await page.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('blueprint-zoom-1440.png') });
});

test('a 20 MB plan PDF: a tap places a pin with a new defect note, listed, in the notes and in the defect report', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const plan = await bigA0Plan(20);
  expect(plan.length).toBeGreaterThan(20 * 1024 * 1024);
  const { admin, projectId, fileId } = await projectWithPlanFileViaApi(request, {
    name: 'Grundriss OG gescannt.pdf',
    buffer: plan,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const viewer = await openPlanFile(page, admin, projectId, fileId);
  await expect(page.getByRole('heading', { name: 'Markierungen (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mängelbericht (PDF)' })).toBeDisabled();

  // Zoomed in twice about the middle, then sharp again.
  const zoomIn = page.getByRole('button', { name: 'Vergrößern' });
  await zoomIn.click();
  await zoomIn.click();
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });

  // A tap in the middle of the plan: the first pin makes the file a plan (index A) and a new defect note.
  await page.getByRole('application', { name: 'Plan Grundriss OG gescannt.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Markierung setzen' });
  await expect(dialog.getByRole('combobox', { name: 'Art' })).toHaveText('Mangel');
  const title = 'Riss im Estrich Raum 1.20';
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.screenshot({ path: screenshotPath('blueprint-dialog-1440.png') });
  await dialog.getByRole('button', { name: 'Markierung setzen' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Markierungen' });
  await expect(list.getByText(`Markierung 1: ${title}`)).toBeVisible();
  await expect(list.getByText('Mangel · Offen · Index A')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Markierungen (1)' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: `Markierung 1: ${title}`, exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('blueprint-pin-1440.png') });

  // The note is one of the project's smart notes, a defect.
  const notes = await listSmartNotesViaApi(request, admin.accessToken, { projectId });
  expect(notes.items.map((note) => ({ title: note.title, type: note.type }))).toEqual([
    { title, type: 'defect' },
  ]);
  // The pin is stored where the tap was on the zoomed plan: its middle, in plan coordinates.
  const auth = { Authorization: `Bearer ${admin.accessToken}` };
  const plans = planListSchema.parse(
    await (
      await request.get(`${serverBaseURL()}/api/v1/projects/${projectId}/plans`, { headers: auth })
    ).json(),
  ).items;
  expect(plans.map((each) => ({ name: each.name, file: each.revisions[0]?.file?.id }))).toEqual([
    { name: 'Grundriss OG gescannt', file: fileId },
  ]);
  const pins = pinListSchema.parse(
    await (
      await request.get(`${serverBaseURL()}/api/v1/plans/${plans[0]!.id}/pins`, { headers: auth })
    ).json(),
  ).items;
  expect(pins).toHaveLength(1);
  expect(Number(pins[0]!.x)).toBeCloseTo(0.5, 2);
  expect(Number(pins[0]!.y)).toBeCloseTo(0.5, 2);
  expect(pins[0]!.link).toMatchObject({ kind: 'smartNote', id: notes.items[0]!.id, title });

  // The defect report lists it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Mängelbericht (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Mängelbericht .*\.pdf$/);
  const file = testInfo.outputPath('defect-report.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(title);
  expect(text).toMatch(/Nr\. 1 · Mangel · Offen/);

  // A click on the pin in the list opens its note.
  await list.getByText(`Markierung 1: ${title}`).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/smartNotes/${notes.items[0]!.id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a pin on a quantity-survey line: chosen by survey, then searched by its formula; a click opens the survey', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { admin, projectId, fileId } = await projectWithPlanFileViaApi(request);
  const survey = await createSurveyViaApi(request, admin.accessToken, {
    projectId,
    boqId: null,
    name: 'Aufmaß Erdgeschoss',
  });
  const { sheets } = await getSurveyViaApi(request, admin.accessToken, survey.id);
  for (const [text, expression] of [
    ['Wand Nord', '2,50*2,75'],
    ['Wand Süd', '3,10*2,75'],
  ] as const)
    await postViaApi(request, admin.accessToken, `/api/v1/quantity-surveys/${survey.id}/lines`, {
      sheetId: sheets[0]!.id,
      text,
      expression,
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlanFile(page, admin, projectId, fileId);

  await page.getByRole('application', { name: 'Plan Grundriss EG.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Markierung setzen' });
  await dialog.getByRole('radio', { name: 'Aufmaßzeile' }).check();
  await dialog.getByRole('combobox', { name: 'Aufmaß' }).click();
  await page.getByRole('option', { name: /Aufmaß Erdgeschoss/ }).click();
  const line = dialog.getByRole('combobox', { name: 'Zeile (Blatt, Zeile, OZ)' });
  await line.fill('3,10');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option')).toContainText('3,10*2,75 · Wand Süd');
  await page.screenshot({ path: screenshotPath('blueprint-dialog-survey-1440.png') });
  await page.getByRole('option').click();
  await expect(dialog.getByText('3,10*2,75 · Wand Süd')).toBeVisible();
  await dialog.getByRole('button', { name: 'Markierung setzen' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Markierungen' });
  const pin = list.getByRole('button', { name: /^Markierung 1: .*Wand Süd/ });
  await expect(pin).toContainText('Aufmaßzeile · Offen · Index A');
  await pin.click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${projectId}/constructions/none/quantitySurveys/${survey.id}`),
  );
  expect(consoleErrors).toEqual([]);
});

test('a sheet of a plan set, then a new index: the pin stays, is moved, the old index stays viewable and overlays', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const { admin, projectId, fileId } = await projectWithPlanFileViaApi(request, {
    name: 'Pläne Haus A.pdf',
    buffer: await a0PlanSet(['Grundriss KG', 'Grundriss EG', 'Grundriss OG']),
  });
  const indexB = await uploadPhotoViaApi(request, admin.accessToken, projectId, {
    name: 'Grundriss EG Index B.pdf',
    mimeType: 'application/pdf',
    buffer: await a0Plan(),
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const viewer = await openPlanFile(page, admin, projectId, fileId);

  // The second sheet of the set, chosen by its page.
  const sheet = page.getByRole('combobox', { name: 'Seite' });
  await expect(sheet).toHaveText('Seite 1 von 3');
  await sheet.click();
  await page.getByRole('option', { name: 'Seite 2 von 3' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(sheet).toHaveText('Seite 2 von 3');
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });

  // A pin on it makes the plan of page 2.
  const plan = page.getByRole('application', { name: 'Plan Pläne Haus A.pdf' });
  const box = (await plan.boundingBox())!;
  await plan.click({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
  const dialog = page.getByRole('dialog', { name: 'Markierung setzen' });
  await dialog.getByRole('textbox', { name: 'Titel' }).fill('Durchbruch Achse C');
  await dialog.getByRole('button', { name: 'Markierung setzen' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Markierungen' });
  await expect(list.getByText('Mangel · Offen · Index A')).toBeVisible();

  // Index B: another file; the pin stays and the page offers to move it.
  await page.getByRole('button', { name: 'Neuer Index' }).click();
  const revision = page.getByRole('dialog', { name: 'Neuer Index von „Pläne Haus A“' });
  await revision.getByRole('combobox', { name: /Plan \(PDF oder Bild\)/ }).click();
  await page.getByRole('option', { name: 'Grundriss EG Index B.pdf' }).click();
  await expect(revision.getByRole('textbox', { name: 'Seite' })).toHaveValue('1');
  await revision.getByRole('textbox', { name: 'Änderungsvermerk (optional)' }).fill('Wand Achse C versetzt');
  await page.screenshot({ path: screenshotPath('blueprint-new-revision-1440.png') });
  await revision.getByRole('button', { name: 'Index anlegen' }).click();
  await expect(revision).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`fileId=${indexB}`));
  await expect(page.getByRole('combobox', { name: 'Index' })).toHaveText('Index B (aktuell)');
  await expect(page.getByRole('combobox', { name: 'Seite' })).toBeHidden();
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });
  await expect(
    page.getByText('1 Markierung wurde auf einem älteren Index gesetzt.', { exact: false }),
  ).toBeVisible();

  // Moved: chosen in the list, a tap on its new spot, saved.
  await page.getByRole('button', { name: 'Markierungen verschieben' }).click();
  await list.getByText('Markierung 1: Durchbruch Achse C').click();
  const moved = page.getByRole('application', { name: 'Plan Grundriss EG Index B.pdf' });
  const movedBox = (await moved.boundingBox())!;
  await moved.click({ position: { x: movedBox.width * 0.75, y: movedBox.height * 0.5 } });
  await page.getByRole('button', { name: 'Lage übernehmen' }).click();
  await expect(page.getByRole('button', { name: 'Lage übernehmen' })).toBeHidden();
  const auth = { Authorization: `Bearer ${admin.accessToken}` };
  const plans = planListSchema.parse(
    await (
      await request.get(`${serverBaseURL()}/api/v1/projects/${projectId}/plans`, { headers: auth })
    ).json(),
  ).items;
  expect(
    plans.map((each) => ({
      name: each.name,
      revisions: each.revisions.map((one) => [one.index, one.file?.id, one.page, one.note]),
    })),
  ).toEqual([
    {
      name: 'Pläne Haus A',
      revisions: [
        ['A', fileId, 2, null],
        ['B', indexB, 1, 'Wand Achse C versetzt'],
      ],
    },
  ]);
  await expect
    .poll(async () => {
      const pins = pinListSchema.parse(
        await (
          await request.get(`${serverBaseURL()}/api/v1/plans/${plans[0]!.id}/pins`, { headers: auth })
        ).json(),
      ).items;
      // Three quarters across the viewer: about 0.75 of the plan (fitted with a margin), far from its old 0.25.
      return pins.map((pin) => [pin.revisionIndex, Math.abs(Number(pin.x) - 0.75) < 0.05]);
    })
    .toEqual([['B', true]]);

  // Index A laid over B, then A itself: still its sheet 2 of the set, read only.
  await page.getByRole('combobox', { name: 'Überlagern mit' }).click();
  await page.getByRole('option', { name: 'Index A' }).click();
  await expect(page.getByRole('slider', { name: 'Deckkraft der Überlagerung' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('blueprint-overlay-1440.png') });
  await page.getByRole('combobox', { name: 'Index' }).click();
  await page.getByRole('option', { name: 'Index A' }).click();
  await expect(page).toHaveURL(new RegExp(`fileId=${fileId}&page=2`));
  await expect(page.getByText('Sie sehen einen älteren Index.', { exact: false })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Seite' })).toHaveText('Seite 2 von 3');

  // The defect report of index A prints its sheet: page 2 of the set.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Mängelbericht (PDF)' }).click();
  const file = testInfo.outputPath('defect-report-sheet.pdf');
  await (await downloading).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Index A · Seite 2');
  expect(text).toContain('Grundriss EG');
  expect(text).not.toContain('Grundriss KG');
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true });

  test('pins linked to a diary day and to a photo: listed with their type, a click opens the item', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const { admin, projectId, fileId } = await projectWithPlanFileViaApi(request);
    const photoId = await uploadPhotoViaApi(request, admin.accessToken, projectId, {
      name: 'Riss Stütze.png',
      mimeType: 'image/png',
      buffer: pngImage(640, 480),
    });
    const date = berlinDate(-1);
    const day = await createConstructionNoteViaApi(request, admin.accessToken, {
      projectId,
      date,
      crew: [{ name: 'Till Touch', hours: '8' }],
    });
    const germanDate = date.split('-').reverse().join('.');
    await openPlanFile(page, admin, projectId, fileId);
    await page.screenshot({ path: screenshotPath('blueprint-plan-390.png') });
    await expectTouchTargets(page.getByRole('main'));
    await expectWithinWidth(page.getByRole('banner'), 390);

    const plan = page.getByRole('application', { name: 'Plan Grundriss EG.pdf' });
    const box = (await plan.boundingBox())!;
    const dialog = page.getByRole('dialog', { name: 'Markierung setzen' });
    const submit = dialog.getByRole('button', { name: 'Markierung setzen' });

    // A pin on the diary day: left of the middle.
    await plan.click({ position: { x: box.width * 0.3, y: box.height / 2 } });
    await dialog.getByRole('radio', { name: 'Bautagebuch-Tag' }).check();
    await dialog.getByRole('combobox', { name: 'Tag im Bautagebuch' }).click();
    await page.getByRole('option', { name: new RegExp(germanDate.replace(/\./g, '\\.')) }).click();
    await page.screenshot({ path: screenshotPath('blueprint-dialog-390.png') });
    await expectTouchTargets(dialog);
    await submit.click();
    await expect(dialog).toBeHidden();

    // A pin on the photo: right of the middle.
    await plan.click({ position: { x: box.width * 0.7, y: box.height / 2 } });
    await dialog.getByRole('radio', { name: 'Foto' }).check();
    await dialog.getByRole('combobox', { name: 'Foto' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options).toContainText('Riss Stütze.png');
    await options.click();
    await submit.click();
    await expect(dialog).toBeHidden();

    const list = page.getByRole('list', { name: 'Markierungen' });
    const dayPin = list.getByRole('button', { name: new RegExp(`^Markierung 1: ${germanDate}`) });
    const photoPin = list.getByRole('button', { name: /^Markierung 2: Riss Stütze\.png/ });
    await expect(dayPin).toContainText('Bautagebuch · Offen · Index A');
    await expect(photoPin).toContainText('Foto · Offen · Index A');
    await expect(page.getByRole('heading', { name: 'Markierungen (2)' })).toBeVisible();
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('blueprint-pins-390.png') });
    await expectTouchTargets(list);

    // The photo opens in a new tab, the diary day on its page.
    const opening = page.waitForEvent('popup');
    await photoPin.click();
    const photo = await opening;
    expect(photo.url()).toContain(`/api/v1/files/${photoId}/content`);
    await photo.close();
    await dayPin.click();
    await expect(page).toHaveURL(new RegExp(`/constructionNotes/${day.id}$`));
    await expect(page.getByRole('heading', { name: `Bautagebuch ${germanDate}`, level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

/** Every control of `within` lies fully inside the first `width` pixels: nothing is cut off at the right edge. */
async function expectWithinWidth(within: Locator, width: number) {
  const outside = await within.locator('button, a').evaluateAll(
    (targets, limit) =>
      targets
        .map((target) => ({
          name: target.getAttribute('aria-label') ?? target.textContent?.trim(),
          box: target.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > limit + 0.5))
        .map(({ name, box }) => `"${name}" ${Math.round(box.left)}–${Math.round(box.right)} px`),
    width,
  );
  expect(outside).toEqual([]);
  // And the page itself does not scroll sideways.
  expect(await within.page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Every button, radio and drop-down inside `within` is at least 48 px high (fitters wear gloves); a drop-down's whole
 * field is what is tapped. The plan viewer's own controls are left to the viewer.
 */
async function expectTouchTargets(within: Locator) {
  const small = await within
    .locator('button, [role="combobox"], label:has(input[type="radio"])')
    .evaluateAll((targets) =>
      targets
        .filter((target) => !target.closest('[data-testid="plan-viewer"]'))
        .map((target) => ({
          name: target.textContent?.trim().slice(0, 40),
          height: (target.closest('.MuiInputBase-root') ?? target).getBoundingClientRect().height,
        }))
        .filter(({ height }) => height > 0 && height < 47.5)
        .map(({ name, height }) => `"${name}" ${Math.round(height)} px`),
    );
  expect(small).toEqual([]);
}
