import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';
import type { FontSet } from './font-set';
import { appendPlanPages, type PrintedPin } from './plan-pages';
import { inkShare, pageTexts } from './poppler';

let fonts: FontSet;
let base: Uint8Array;
beforeAll(async () => {
  fonts = await getBundledFontSet();
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  base = await document.save();
});

/** A plan PDF of one page 400 x 200 pt with a black square in its (unrotated) top left corner, turned by `rotate`. */
async function planPdf(rotate: number) {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  page.drawRectangle({ x: 0, y: 160, width: 40, height: 40, color: rgb(0, 0, 0) });
  page.setRotation(degrees(rotate));
  return document.save();
}

const pin: PrintedPin = { x: 0.9, y: 0.9, number: 7, fill: '#d32f2f', ring: '#b71c1c' };

/** Page size in pt of page `n` (1 = first). */
const pageSize = async (pdf: Uint8Array, n: number) => (await PDFDocument.load(pdf)).getPage(n - 1).getSize();

describe('appendPlanPages', () => {
  it('appends a landscape page with the heading, the plan page fitted and the numbered pins', async () => {
    const pdf = await appendPlanPages(
      base,
      [{ heading: 'EG · Index A', bytes: await planPdf(0), page: 1, pins: [pin], missingText: '' }],
      fonts,
    );
    const size = await pageSize(pdf, 2);
    expect(size.width).toBeGreaterThan(size.height);
    const text = (await pageTexts(pdf))[1]!;
    expect(text).toContain('EG · Index A');
    expect(text).toContain('7');
    // The plan (2:1) fills the width between the 12 mm margins: its black corner square sits top left.
    const left = 34;
    const top = (size.height - 28.35 - (size.width - 2 * left) / 2) / 2 + 28.35;
    expect(await inkShare(pdf, 2, [left + 2, top + 2, 40, 40])).toBeGreaterThan(0.9);
  });

  it('shows a page with /Rotate 90 turned as viewers show it: portrait, the square top right', async () => {
    const pdf = await appendPlanPages(
      base,
      [{ heading: 'Gedreht', bytes: await planPdf(90), page: 1, pins: [], missingText: '' }],
      fonts,
    );
    const size = await pageSize(pdf, 2);
    expect(size.height).toBeGreaterThan(size.width);
    // Displayed 200 x 400: the unrotated top left corner is now the top right one.
    const box = { width: size.width - 68, height: size.height - 68 - 28.35 };
    const scale = Math.min(box.width / 200, box.height / 400);
    const drawn = { width: 200 * scale, height: 400 * scale };
    const x = 34 + (box.width - drawn.width) / 2;
    const y = 34 + 28.35 + (box.height - drawn.height) / 2;
    const square = 40 * scale;
    expect(
      await inkShare(pdf, 2, [x + drawn.width - square + 2, y + 2, square - 4, square - 4]),
    ).toBeGreaterThan(0.9);
    expect(await inkShare(pdf, 2, [x + 2, y + 2, square - 4, square - 4])).toBe(0);
  });

  it('says so when the page is not there', async () => {
    const pdf = await appendPlanPages(
      base,
      [{ heading: 'Fehlt', bytes: await planPdf(0), page: 3, pins: [pin], missingText: 'Seite fehlt.' }],
      fonts,
    );
    expect((await pageTexts(pdf))[1]).toContain('Seite fehlt.');
  });
});
