import { createElement } from '@vendoc/designer/element-defaults';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';
import type { FontSet } from './font-set';
import { inkShare, pageTexts, pdfImages, wordBoxes } from './poppler';
import { renderDocument } from './render-document';
import { renderPdf } from './render-pdf';
import type { TextBox } from '@vendoc/designer/layout-types';
import { layoutDocument } from '@vendoc/designer/layout';
import { wrapRuns } from '@vendoc/designer/text-wrap';
import { largeOffer, png } from './test-documents';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await getBundledFontSet();
});
const metadata = { title: 'Test', author: 'VenDoc' };
const GERMAN = 'Größe „Maß“ – Öl, Äpfel, Übergabe: 1.234,56 € süß';

/** One A4 page with one text box of `text` at 40 pt. */
function textPage(text: string, family: 'sans' | 'serif', bold = false, italic = false) {
  const style = { ...createElement('text', { id: 'x' }).style, fontFamily: family, fontSize: 40 };
  const box: TextBox = {
    type: 'text',
    elementId: 'x',
    x: 10,
    y: 20,
    width: 190,
    height: 60,
    rotation: 0,
    style,
    lineHeight: 17,
    lines: wrapRuns([{ text, bold, italic }], 190, style, fonts),
  };
  return [
    { number: 1, region: 'firstPage' as const, width: 210, height: 297, background: null, boxes: [box] },
  ];
}

describe('renderPdf: text', () => {
  it.each([
    ['sans', false, false],
    ['sans', true, true],
    ['serif', false, true],
    ['serif', true, false],
  ] as const)('%s (bold %s, italic %s) extracts every German character', async (family, bold, italic) => {
    const pdf = await renderPdf(textPage(GERMAN, family, bold, italic), { fonts, metadata });
    const [text = ''] = await pageTexts(pdf);
    expect(text.replace(/\s+/g, ' ').trim()).toBe(GERMAN);
  });

  it('draws every glyph of the subset: as much ink as the whole font embedded by pdf-lib', async () => {
    const text = 'Straße Äußere Öl';
    const ours = await inkShare(await renderPdf(textPage(text, 'sans'), { fonts, metadata }), 1);
    const reference = await PDFDocument.create();
    reference.registerFontkit(fontkit);
    const font = await reference.embedFont(fonts.files.sans.regular, { subset: false });
    const page = reference.addPage([595.28, 841.89]);
    page.drawText(text, { x: 10 * (72 / 25.4), y: 700, size: 40, font });
    const expected = await inkShare(await reference.save(), 1);
    expect(expected).toBeGreaterThan(0.005);
    expect(ours / expected).toBeGreaterThan(0.95);
    expect(ours / expected).toBeLessThan(1.05);
  });

  it('stretches justified lines to the width but for paragraph ends, as the layout marks them', async () => {
    const style = { ...createElement('text', { id: 'x' }).style, fontSize: 10, align: 'justify' as const };
    const line = (text: string, paragraphEnd: boolean) => ({
      ...wrapRuns([{ text, bold: false, italic: false }], Infinity, style, fonts)[0]!,
      paragraphEnd,
    });
    const lines = [
      line('Lieferung und Montage der Fenster und Türen im Altbau', false),
      // a paragraph's last line nearly as wide as the box
      line('Maße vor Ort prüfen und Fugen schließen, dann reinigen.', true),
      // the box's last line, but the paragraph goes on (on the next page)
      line('Ausführung nach RAL-Leitfaden – innen luftdicht, außen', false),
    ];
    const box: TextBox = {
      ...{ type: 'text', elementId: 'x', x: 10, y: 20, width: 108, height: 15, rotation: 0 },
      ...{ style, lineHeight: 5, lines },
    };
    const pages = [{ number: 1, region: 'firstPage' as const, width: 210, height: 297, background: null }];
    const words = await wordBoxes(await renderPdf([{ ...pages[0]!, boxes: [box] }], { fonts, metadata }));
    const rightOf = (word: string) => (words.find((entry) => entry.text === word)?.box[2] ?? 0) / (72 / 25.4);
    // each line fills over 75 % of the box (the old heuristic's threshold), and the stretched ones need less than
    // the renderer's cap of 3 spaces more per space
    expect(lines.every((entry) => entry.width > 0.8 * box.width && entry.width < box.width - 5)).toBe(true);
    expect(rightOf('Altbau')).toBeCloseTo(box.x + box.width, 0);
    expect(rightOf('reinigen.')).toBeCloseTo(box.x + lines[1]!.width, 0);
    expect(rightOf('außen')).toBeCloseTo(box.x + box.width, 0);
  });

  it('turns a rotated text box clockwise around its top-left corner', async () => {
    const pages = textPage('Gedreht', 'sans');
    const box = pages[0]?.boxes[0] as TextBox;
    box.rotation = 90;
    box.x = 40;
    const words = await wordBoxes(await renderPdf(pages, { fonts, metadata }));
    const word = words.find((entry) => entry.text === 'Gedreht');
    const [xMin = 0, yMin = 0, xMax = 0, yMax = 0] = word?.box ?? [];
    expect(yMax - yMin).toBeGreaterThan(2 * (xMax - xMin)); // runs downwards
    const corner = [40 * (72 / 25.4), 20 * (72 / 25.4)] as const;
    expect((xMin + xMax) / 2).toBeLessThan(corner[0]); // the glyphs' tops point left, the corner on their baseline side
    expect(xMax).toBeGreaterThan(corner[0]);
    expect(Math.abs(yMin - corner[1])).toBeLessThan(1); // starts at the corner
  });
});

describe('renderDocument: images, letterhead, QR code', () => {
  it('places the company logo, the letterhead PDF on the first page only, and the GiroCode', async () => {
    const letterhead = await PDFDocument.create();
    const helvetica = await letterhead.embedFont(StandardFonts.Helvetica);
    letterhead
      .addPage([595.28, 841.89])
      .drawText('Briefkopf Muster Fensterbau', { x: 40, y: 800, size: 9, font: helvetica });
    const template = starterTemplate('finalInvoice');
    const withLetterhead = {
      ...template,
      firstPage: { ...template.firstPage, background: { type: 'pdf' as const, fileId: 'lh', page: 1 } },
    };
    const data = { ...largeOffer(60), ...{ company: sampleDocumentData('finalInvoice').company } };
    const { pdf, pages } = await renderDocument(withLetterhead, data, {
      fonts,
      metadata,
      companyLogo: png(220, 100),
      files: { lh: await letterhead.save() },
    });
    expect(pages).toBeGreaterThan(1);
    const texts = await pageTexts(pdf);
    expect(texts[0]).toContain('Briefkopf Muster Fensterbau');
    expect(texts.slice(1).join('')).not.toContain('Briefkopf');
    const images = await pdfImages(pdf);
    expect(images).toContainEqual([1, 220, 100]);
    // the GiroCode where the layout put it: about half its modules dark
    const layout = layoutDocument(withLetterhead, data, fonts);
    const page = layout.pages.findIndex((candidate) => candidate.boxes.some((box) => box.type === 'qrCode'));
    const code = layout.pages[page]?.boxes.find((box) => box.type === 'qrCode');
    expect(code).toBeDefined();
    const mm = 72 / 25.4;
    const { x = 0, y = 0, width = 0 } = code ?? {};
    const qr = await inkShare(pdf, page + 1, [x * mm, y * mm, width * mm, width * mm]);
    expect(qr).toBeGreaterThan(0.3);
    expect(qr).toBeLessThan(0.7);
  }, 30_000);
});
