import { expect, type Locator, type Page } from '@playwright/test';
import { projectFilesListSchema } from '@vendoc/contract/files';
import { signInViaApi } from '../support/api';
import { uploadPhotoViaApi } from '../support/construction-notes-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createSmartNoteViaApi, fileContentViaApi, getSmartNoteViaApi } from '../support/smart-notes-api';
import { createUserViaApi } from '../support/users-api';
import { jpegSize } from '../support/sample-files';

// A phone with a touch screen, as on site.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PHOTO = { width: 800, height: 600 };

/** A real 800 x 600 JPEG, encoded by the browser: a grey wall with a dark crack. */
async function wallPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#b8b4ac');
    gradient.addColorStop(1, '#8f8b84');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.strokeStyle = '#3a3632';
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(420, 40);
    context.lineTo(380, 260);
    context.lineTo(450, 560);
    context.stroke();
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  }, PHOTO);
  return Buffer.from(base64, 'base64');
}

/** A point on the canvas given in photo pixels, as page coordinates (the canvas shows the whole photo). */
async function onPhoto(canvas: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas is not shown');
  return { x: box.x + (x / PHOTO.width) * box.width, y: box.y + (y / PHOTO.height) * box.height };
}

/** One finger dragged across the screen (touch events, as a phone sends them). */
async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
  for (let step = 1; step <= 6; step += 1) {
    const share = step / 6;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share, id: 1 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A mouse drag (a desk, or a stylus). */
async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

test('a fitter marks a defect on a note photo with an arrow, a circle and a text; the marked copy replaces it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const admin = await signInViaApi(request);
  const credentials = { userName: uniqueName('monteur').replace(' ', '-'), password: 'Baustelle-2026!' };
  const fitterUser = await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: uniqueName('Max Monteur'),
    role: 'fitter',
  });
  const fitter = await signInViaApi(request, credentials);
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'commercial',
    name: uniqueName('Bau GmbH'),
  });
  const project = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Wohnanlage Lindenhof'),
    clientId: client.id,
    memberIds: [fitterUser.id],
  });
  const original = await wallPhoto(page);
  const photoId = await uploadPhotoViaApi(request, fitter.accessToken, project.id, {
    name: 'Riss Achse B.jpg',
    mimeType: 'image/jpeg',
    buffer: original,
  });
  const title = uniqueName('Riss Wand Achse B');
  const note = await createSmartNoteViaApi(request, fitter.accessToken, {
    projectId: project.id,
    type: 'defect',
    title,
    photoFileIds: [photoId],
  });

  await seedSession(page, { ...fitter, url: serverBaseURL() });
  await page.goto(`/projects/${project.id}/smartNotes/${note.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photos = page.getByRole('region', { name: 'Fotos' });
  const markButton = photos.getByRole('button', { name: 'Markieren: Foto „Riss Achse B.jpg“' });
  await expect(markButton).toHaveText('Markieren');
  expect((await markButton.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await markButton.click();

  const dialog = page.getByRole('dialog', { name: 'Foto markieren' });
  await expect(dialog.getByText('das Original bleibt in den Projektdateien')).toBeVisible();
  const canvas = dialog.getByRole('img', { name: 'Foto „Riss Achse B.jpg“ mit Markierungen' });
  await expect(canvas).toBeVisible();
  // full screen on the phone, the photo within it
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const shown = (await canvas.boundingBox())!;
  expect(shown.width).toBeLessThanOrEqual(390);
  expect(shown.width / shown.height).toBeCloseTo(PHOTO.width / PHOTO.height, 1);
  const undo = dialog.getByRole('button', { name: 'Rückgängig' });
  await expect(undo).toBeDisabled();

  // A red arrow (the defaults) pointing at the crack, drawn with a finger.
  await expect(dialog.getByRole('button', { name: 'Pfeil' })).toHaveAttribute('aria-pressed', 'true');
  await fingerDrag(page, await onPhoto(canvas, 120, 440), await onPhoto(canvas, 360, 280));
  await expect(undo).toBeEnabled();

  // A yellow circle around it.
  await dialog.getByRole('button', { name: 'Kreis' }).click();
  await dialog.getByRole('button', { name: 'Gelb' }).click();
  await expect(dialog.getByRole('button', { name: 'Gelb' })).toHaveAttribute('aria-pressed', 'true');
  await mouseDrag(page, await onPhoto(canvas, 300, 180), await onPhoto(canvas, 520, 380));

  // A white label, tapped where it goes.
  await dialog.getByRole('button', { name: 'Text' }).click();
  await dialog.getByRole('button', { name: 'Weiß' }).click();
  const at = await onPhoto(canvas, 200, 520);
  await page.touchscreen.tap(at.x, at.y);
  const prompt = page.getByRole('dialog', { name: 'Text eingeben' });
  await prompt.getByRole('textbox', { name: 'Text' }).fill('Riss 2 mm');
  await prompt.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(prompt).toBeHidden();

  // Everything in the dialog can be hit with a gloved finger.
  const small = await dialog.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button'))
      .map((button) => ({
        name: button.getAttribute('aria-label') ?? button.textContent,
        box: button.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  await page.screenshot({ path: screenshotPath('smart-note-markup-390.png') });
  await expectNoSeriousAxeViolations(page, 'photo markup dialog (390 x 844)');

  const save = dialog.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(photos.getByRole('img', { name: 'Riss Achse B markiert.jpg' })).toBeVisible();
  await expect(photos.getByRole('img', { name: 'Riss Achse B.jpg', exact: true })).toHaveCount(0);
  await expect
    .poll(() =>
      photos
        .getByRole('img', { name: 'Riss Achse B markiert.jpg' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(PHOTO.width);
  await photos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-markup-saved-390.png') });

  // The note now links the marked copy in the original's place: a JPEG at the photo's full size, other bytes.
  const stored = await getSmartNoteViaApi(request, fitter.accessToken, note.id);
  expect(stored.photos).toHaveLength(1);
  const marked = stored.photos[0]!;
  expect(marked).toMatchObject({ name: 'Riss Achse B markiert.jpg', contentType: 'image/jpeg' });
  expect(marked.id).not.toBe(photoId);
  const content = await fileContentViaApi(request, marked.contentUrl);
  expect(content.contentType).toBe('image/jpeg');
  expect(jpegSize(content.body)).toEqual(PHOTO);
  expect(content.body.equals(original)).toBe(false);

  // The markup is in the pixels: red on the arrow's shaft, yellow on the circle's top, the wall untouched. Each
  // point is looked for within 4 px (the finger's path is mapped from screen to photo pixels).
  const near = await page.evaluate(
    async ({ url, points }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => {
        const data = context.getImageData(x - 4, y - 4, 9, 9).data;
        const around: number[][] = [];
        for (let at = 0; at < data.length; at += 4) around.push([data[at]!, data[at + 1]!, data[at + 2]!]);
        return around;
      });
    },
    {
      url: new URL(marked.contentUrl, serverBaseURL()).toString(),
      points: [
        [180, 400], // on the arrow's shaft
        [410, 180], // the top of the circle
        [700, 100], // bare wall
      ] as [number, number][],
    },
  );
  const [shaft, circle, wall] = near as [number[][], number[][], number[][]];
  expect(shaft.some(([r, g, b]) => r! > 200 && g! < 90 && b! < 90)).toBe(true);
  expect(circle.some(([r, g, b]) => r! > 200 && g! > 170 && b! < 90)).toBe(true);
  expect(wall.every((rgb) => Math.max(...rgb) - Math.min(...rgb) < 25)).toBe(true);

  // The original stays among the project's files.
  const listed = await request.get(`${serverBaseURL()}/api/v1/projects/${project.id}/files`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  expect(listed.status()).toBe(200);
  const files = projectFilesListSchema.parse(await listed.json()).files;
  expect(files.map((file) => [file.id, file.name])).toEqual(
    expect.arrayContaining([
      [photoId, 'Riss Achse B.jpg'],
      [marked.id, 'Riss Achse B markiert.jpg'],
    ]),
  );
  expect(consoleErrors).toEqual([]);
});
