import { expect } from '@playwright/test';
import {
  designerNumber as mm,
  designerProperty as property,
  selectDesignerElement as selectElement,
} from '../support/designer';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createTemplateViaApi } from '../support/templates-api';

// The page designer's pointer gestures against the real server (issue 13): resizing by the top-left handle,
// rotating by the rotation handle, selecting with a box drawn on the page; all kept across a reload.

const PX_PER_MM = 96 / 25.4;

test.beforeEach(async ({ page }) => {
  // Whole editing sessions (create, edit, save, preview, reload) take about 30 s on a busy machine: three times
  // the default test timeout; every step still waits for its condition.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('designer: resize by the top-left handle, rotate by the handle, select with a box', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const template = await createTemplateViaApi(request, signedIn.accessToken);
  await page.goto(`/designer/${template.id}`);
  const canvas = page.getByTestId('designer-page');
  await expect(canvas).toBeVisible();

  // The top-left handle with snapping off (Alt): 10 mm left and 5 mm up grows the box by as much, the right and
  // bottom edges stay.
  await selectElement(page, 'Betreff');
  const before = {
    x: await mm(page, 'X (mm)'),
    y: await mm(page, 'Y (mm)'),
    width: await mm(page, 'Breite (mm)'),
    height: await mm(page, 'Höhe (mm)'),
  };
  const handle = await page.getByTestId('resize-handle-nw').boundingBox();
  if (!handle) throw new Error('no top-left handle');
  const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.keyboard.down('Alt');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 10 * PX_PER_MM, from.y - 5 * PX_PER_MM, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.up('Alt');
  const near = (value: number, expected: number) => Math.abs(value - expected) <= 0.3;
  await expect.poll(() => mm(page, 'X (mm)')).toBeLessThan(before.x - 9.5);
  const after = {
    x: await mm(page, 'X (mm)'),
    y: await mm(page, 'Y (mm)'),
    width: await mm(page, 'Breite (mm)'),
    height: await mm(page, 'Höhe (mm)'),
  };
  expect(near(after.x, before.x - 10), `x ${after.x}`).toBe(true);
  expect(near(after.y, before.y - 5), `y ${after.y}`).toBe(true);
  expect(near(after.x + after.width, before.x + before.width), 'the right edge stays').toBe(true);
  expect(near(after.y + after.height, before.y + before.height), 'the bottom edge stays').toBe(true);

  // The rotation handle turned a quarter clockwise around the element's top-left corner snaps to 90°.
  const frame = await page.getByTestId('selection-frame').boundingBox();
  const rotate = await page.getByTestId('rotate-handle').boundingBox();
  if (!frame || !rotate) throw new Error('no selection frame');
  const origin = { x: frame.x, y: frame.y };
  const grip = { x: rotate.x + rotate.width / 2, y: rotate.y + rotate.height / 2 };
  const arm = { x: grip.x - origin.x, y: grip.y - origin.y };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  for (const degrees of [15, 30, 45, 60, 75, 89]) {
    const radians = (degrees * Math.PI) / 180;
    await page.mouse.move(
      origin.x + arm.x * Math.cos(radians) - arm.y * Math.sin(radians),
      origin.y + arm.x * Math.sin(radians) + arm.y * Math.cos(radians),
    );
  }
  await page.mouse.up();
  await expect(property(page, 'Drehung (°)')).toHaveValue('90');
  await page.screenshot({ path: screenshotPath('designer-rotated.png') });
  // One undo step takes the whole rotation back.
  await canvas.focus();
  await page.keyboard.press('Control+z');
  await expect(property(page, 'Drehung (°)')).toHaveValue('0');
  await page.keyboard.press('Control+y');
  await expect(property(page, 'Drehung (°)')).toHaveValue('90');

  // A box drawn from the page's empty bottom-right corner over the footer selects the footer's elements.
  await page.keyboard.press('Escape');
  await canvas.evaluate((node) => node.scrollIntoView({ block: 'end' }));
  const pageBox = await canvas.boundingBox();
  if (!pageBox) throw new Error('no page');
  const at = (x: number, y: number) => ({ x: pageBox.x + x * PX_PER_MM, y: pageBox.y + y * PX_PER_MM });
  const start = at(207, 295);
  const end = at(22, 273.5);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await expect(page.getByTestId('selection-box')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('selection-box')).toHaveCount(0);
  const pressed = page.getByRole('list', { name: 'Elemente' }).getByRole('button', { pressed: true });
  await expect(pressed).not.toHaveCount(0);
  const chosen = await pressed.allInnerTexts();
  expect(chosen.some((label) => label.includes('Fußzeile'))).toBe(true);
  expect(chosen.some((label) => label.includes('Betreff'))).toBe(false);
  await expect(page.getByText(`${chosen.length} Elemente ausgewählt`)).toBeVisible();
  await page.screenshot({ path: screenshotPath('designer-box-selected.png') });

  // Saved: a reload keeps the new size and the rotation.
  await expect(page.getByTestId('save-status')).toHaveText('Gespeichert');
  await page.reload();
  await expect(canvas).toBeVisible();
  await selectElement(page, 'Betreff');
  await expect(property(page, 'Drehung (°)')).toHaveValue('90');
  expect(near(await mm(page, 'X (mm)'), after.x)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
