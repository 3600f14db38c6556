import { expect } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
import { signInViaApi } from '../support/api';
import { gaebSample, projectWithBoqViaApi } from '../support/boqs-api';
import { uploadPhotoViaApi } from '../support/construction-notes-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { seedSession } from '../support/session';

/** An A0 sheet (1189 x 841 mm in points) with a grid of lines and room labels. */
async function a0Plan(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([(1189 / 25.4) * 72, (841 / 25.4) * 72]);
  const { width, height } = page.getSize();
  for (let x = 20; x < width; x += 12)
    page.drawLine({
      start: { x, y: 20 },
      end: { x, y: height - 20 },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.7),
    });
  for (let y = 20; y < height; y += 12)
    page.drawLine({
      start: { x: 20, y },
      end: { x: width - 20, y },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.7),
    });
  for (let room = 0; room < 40; room += 1) {
    const x = 80 + (room % 8) * 400;
    const y = 120 + Math.floor(room / 8) * 440;
    page.drawRectangle({ x, y, width: 360, height: 400, borderWidth: 4, borderColor: rgb(0, 0, 0) });
    page.drawText(`Raum 1.${String(room + 1).padStart(2, '0')}`, { x: x + 20, y: y + 360, size: 28 });
  }
  return Buffer.from(await pdf.save());
}

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
