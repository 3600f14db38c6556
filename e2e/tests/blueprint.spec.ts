import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { pinListSchema, planListSchema } from '@vendoc/contract/plans';
import { signInViaApi } from '../support/api';
import { gaebSample, projectWithBoqViaApi } from '../support/boqs-api';
import { uploadPhotoViaApi } from '../support/construction-notes-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { a0Plan, bigA0Plan } from '../support/plan-pdf';
import { seedSession } from '../support/session';
import { listSmartNotesViaApi } from '../support/smart-notes-api';

test('a plan PDF opens sharp in /blueprint and zooms', async ({ page, request }) => {
  test.slow();
  const admin = await signInViaApi(request);
  const { projectId } = await projectWithBoqViaApi(request, admin.accessToken, gaebSample('boq.x83'));
  const fileId = await uploadPhotoViaApi(request, admin.accessToken, projectId, {
    name: 'Grundriss EG.pdf',
    mimeType: 'application/pdf',
    buffer: await a0Plan(),
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedSession(page, { ...admin, url: serverBaseURL() });
  await page.goto(`/blueprint?projectId=${projectId}&fileId=${fileId}`);
  const viewer = page.getByTestId('plan-viewer');
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });
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
  const admin = await signInViaApi(request);
  const { projectId } = await projectWithBoqViaApi(request, admin.accessToken, gaebSample('boq.x83'));
  const plan = await bigA0Plan(20);
  expect(plan.length).toBeGreaterThan(20 * 1024 * 1024);
  const fileId = await uploadPhotoViaApi(request, admin.accessToken, projectId, {
    name: 'Grundriss OG gescannt.pdf',
    mimeType: 'application/pdf',
    buffer: plan,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedSession(page, { ...admin, url: serverBaseURL() });
  await page.goto(`/blueprint?projectId=${projectId}&fileId=${fileId}`);
  const viewer = page.getByTestId('plan-viewer');
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });
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
