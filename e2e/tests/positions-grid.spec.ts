import { expect, type Locator, type Page } from '@playwright/test';
import { boqCell, boqGrid } from '../support/boq-grid';
import { projectWithBoqViaApi } from '../support/boqs-api';
import { clippedTexts } from '../support/clipping';
import { DEEP_BOQ_ROWS, DEEP_OZ, deepBoqX83 } from '../support/deep-boq';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The elements of a cell whose content overflows them (scrollWidth > clientWidth): the cell and everything in it
 * that clips (an ellipsis shows only where an element's text is wider than it).
 */
async function overflowing(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))]
      .filter((each) => each === element || getComputedStyle(each).overflowX !== 'visible')
      .filter((each) => each.scrollWidth > each.clientWidth)
      .map((each) => `${each.className}: ${each.scrollWidth} > ${each.clientWidth}`),
  );
}

/** How many body rows of the table lie wholly inside its visible area (below the sticky header). */
async function rowsInView(page: Page): Promise<number> {
  return boqGrid(page).evaluate((grid) => {
    const header = grid.querySelector('.head')?.getBoundingClientRect();
    const frame = grid.getBoundingClientRect();
    const top = header ? header.bottom : frame.top;
    const bottom = Math.min(frame.bottom, window.innerHeight);
    return Array.from(grid.querySelectorAll('.body [role="row"]')).filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top >= top - 0.5 && rect.bottom <= bottom + 0.5;
    }).length;
  });
}

async function widthOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Math.round(element.getBoundingClientRect().width));
}

/** Drags the right edge of a column header by `dx` pixels, as a mouse would. */
async function dragEdge(page: Page, column: string, dx: number): Promise<void> {
  const edge = boqGrid(page).getByRole('separator', { name: `Breite der Spalte ${column}` });
  const box = await edge.boundingBox();
  if (!box) throw new Error(`no edge of ${column}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

test('the BoQ grid shows deep OZ, huge quantities and PSCH whole, 25 rows in compact density, and keeps a dragged width', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  const { projectId } = await projectWithBoqViaApi(request, signedIn.accessToken, deepBoqX83());
  await page.goto(`/projects/${projectId}/positions`);

  // Every value in full, and nothing in its cell clipped or ellipsized.
  const oz = boqCell(page, DEEP_OZ.hugeQty, 0);
  const qty = boqCell(page, DEEP_OZ.hugeQty, 2);
  const unit = boqCell(page, DEEP_OZ.lumpSum, 3);
  await expect(oz).toHaveText(DEEP_OZ.hugeQty);
  await expect(qty).toHaveText('12.345.678,012');
  await expect(unit).toHaveText('PSCH');
  for (const cell of [oz, qty, unit, boqCell(page, DEEP_OZ.longText, 0)]) {
    expect(await overflowing(cell), `clipped: ${await cell.textContent()}`).toEqual([]);
  }
  // Nor in any OZ, unit or figure cell on screen.
  const whole = boqGrid(page).locator('[role="gridcell"]:is(.oz, .unit, .number)');
  expect(await whole.count()).toBeGreaterThan(100);
  expect(await clippedTexts(whole)).toEqual([]);
  expect(
    await whole.evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length),
  ).toBe(0);
  // Long short texts end in an ellipsis and show in full on hover.
  const longText = boqCell(page, DEEP_OZ.longText, 1).locator('.text');
  await expect(longText).toHaveAttribute('title', /Grundwasser abpumpen$/);

  // Compact rows by default at a desk: at least 25 rows on screen.
  const compact = page.getByRole('button', { name: 'Kompakte Zeilen' });
  await expect(compact).toHaveAttribute('aria-pressed', 'true');
  await expect(boqGrid(page)).toHaveAttribute('aria-rowcount', String(DEEP_BOQ_ROWS + 1));
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(25);
  await page.screenshot({ path: screenshotPath('positions-grid-compact-desktop.png') });

  // Comfortable rows are taller (fewer on screen) and the choice is remembered.
  await page.getByRole('button', { name: 'Komfortable Zeilen' }).click();
  await expect(page.getByRole('button', { name: 'Komfortable Zeilen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => rowsInView(page)).toBeLessThan(20);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Komfortable Zeilen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await compact.click();
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(25);

  // A column dragged wider keeps its width after a reload; its cells follow the header.
  const ozHeader = boqGrid(page).getByRole('columnheader', { name: 'OZ' });
  const fitted = await widthOf(ozHeader);
  await dragEdge(page, 'OZ', 90);
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted + 90);
  await page.reload();
  await expect(boqCell(page, DEEP_OZ.hugeQty, 2)).toHaveText('12.345.678,012');
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted + 90);
  expect(await widthOf(boqCell(page, DEEP_OZ.hugeQty, 0))).toBe(fitted + 90);

  // A figure column dragged narrower than its numbers stops at their width: no digit is lost.
  const qtyHeader = boqGrid(page).getByRole('columnheader', { name: 'Menge' });
  const qtyFitted = await widthOf(qtyHeader);
  await dragEdge(page, 'Menge', -200);
  await expect.poll(() => widthOf(qtyHeader)).toBe(qtyFitted);
  expect(await overflowing(boqCell(page, DEEP_OZ.hugeQty, 2))).toEqual([]);

  // By keyboard: the edge is focusable, arrows change the width, Enter fits the content again.
  const ozEdge = boqGrid(page).getByRole('separator', { name: 'Breite der Spalte OZ' });
  await ozEdge.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted + 98);
  await page.keyboard.press('Enter');
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted);
  // A double click on the edge, as in a spreadsheet, too.
  await dragEdge(page, 'OZ', 40);
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted + 40);
  await ozEdge.dblclick();
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted);
  await page.reload();
  await expect(boqCell(page, DEEP_OZ.hugeQty, 0)).toHaveText(DEEP_OZ.hugeQty);
  await expect.poll(() => widthOf(ozHeader)).toBe(fitted);

  // Editing by keyboard still works in compact rows.
  await boqCell(page, DEEP_OZ.lumpSum, 4).click();
  await page.keyboard.type('1.234,5');
  await page.keyboard.press('Enter');
  await expect(boqCell(page, DEEP_OZ.lumpSum, 4)).toHaveText('1.234,50');
  await page.screenshot({ path: screenshotPath('positions-grid-desktop.png') });

  // Phones keep their cards with big touch targets: no table, no density switch.
  await page.setViewportSize(PHONE);
  await expect(boqGrid(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kompakte Zeilen' })).toHaveCount(0);
  await expect(page.getByText(DEEP_OZ.hugeQty, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('positions-grid-phone.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});
