import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';
import type { FontSet } from './font-set';
import { photoPages } from './photo-pages';
import { pageTexts, pdfImages } from './poppler';
import { renderDocument } from './render-document';
import { png } from './test-documents';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await getBundledFontSet();
});

const LONG_CAPTION = Array.from({ length: 40 }, (_, index) => `Bewehrung Achse ${index + 1}`).join(', ');

describe('photoPages', () => {
  it('puts two photos on an A4 page inside the margins, numbered on after the document, captions at most three lines', () => {
    const photos = [
      { bytes: png(8, 6), caption: 'Bewehrung vor dem Betonieren' },
      { bytes: png(6, 8), caption: '' },
      { bytes: png(9, 3), caption: LONG_CAPTION },
    ];
    const pages = photoPages({ heading: 'Bautagebuch 26.11.2026', photos }, fonts, 2);
    expect(pages.map((page) => [page.number, page.width, page.height])).toEqual([
      [3, 210, 297],
      [4, 210, 297],
    ]);
    const images = pages.map((page) => page.boxes.filter((box) => box.type === 'image'));
    expect(images.map((each) => each.length)).toEqual([2, 1]);
    expect(images.flat().map((box) => box.type === 'image' && box.source)).toEqual(
      photos.map((photo) => ({ type: 'data', value: photo.bytes })),
    );
    for (const box of pages.flatMap((page) => page.boxes)) {
      expect(box.x).toBeGreaterThanOrEqual(25);
      expect(box.x + box.width).toBeLessThanOrEqual(190.001);
      expect(box.y).toBeGreaterThanOrEqual(20);
      expect(box.y + box.height).toBeLessThanOrEqual(277.001);
    }
    const texts = pages.map((page) => page.boxes.flatMap((box) => (box.type === 'text' ? [box] : [])));
    // page 1: the heading and one caption (the second photo has none); page 2: the heading and the long caption
    expect(texts.map((each) => each.length)).toEqual([2, 2]);
    const headings = texts.map((each) => each[0]!.lines.map((line) => line.segments[0]!.text).join(''));
    expect(headings).toEqual(['Bautagebuch 26.11.2026: Fotos (1/2)', 'Bautagebuch 26.11.2026: Fotos (2/2)']);
    expect(texts[1]![1]!.lines).toHaveLength(3);
  });

  it('makes no page for no photos, and no "(1/1)" for one page', () => {
    expect(photoPages({ heading: 'Tag', photos: [] }, fonts, 1)).toEqual([]);
    const [page] = photoPages({ heading: 'Tag', photos: [{ bytes: png(2, 2), caption: 'x' }] }, fonts, 1);
    const heading = page!.boxes[0]!;
    expect(heading.type === 'text' && heading.lines[0]!.segments[0]!.text).toBe('Tag: Fotos');
  });
});

describe('renderDocument with photos', () => {
  it('prints the photos with their captions after the layout pages, in the same document', async () => {
    const kind = 'constructionNoteReport';
    const plain = await renderDocument(starterTemplate(kind), sampleDocumentData(kind), {
      fonts,
      metadata: { title: 'Bautagebuch', author: 'VenDoc' },
    });
    const { pdf, pages } = await renderDocument(
      starterTemplate(kind),
      sampleDocumentData(kind),
      { fonts, metadata: { title: 'Bautagebuch', author: 'VenDoc' } },
      {
        heading: 'Bautagebuch 26.11.2026',
        photos: [
          { bytes: png(40, 30), caption: 'Schalung Decke über EG' },
          { bytes: png(30, 40), caption: 'Lieferschein 4711 (Baustoff Nord)' },
          { bytes: png(50, 20), caption: 'Riss in der Bodenplatte' },
        ],
      },
    );
    expect(pages).toBe(plain.pages + 2);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(pages);
    const appendix = texts.slice(plain.pages).map((text) => text.replace(/\s+/g, ' '));
    expect(appendix[0]).toContain('Bautagebuch 26.11.2026: Fotos (1/2)');
    expect(appendix[0]).toContain('Schalung Decke über EG');
    expect(appendix[0]).toContain('Lieferschein 4711 (Baustoff Nord)');
    expect(appendix[1]).toContain('Riss in der Bodenplatte');
    const images = (await pdfImages(pdf)).filter(([page]) => page > plain.pages);
    expect(images).toEqual([
      [plain.pages + 1, 40, 30],
      [plain.pages + 1, 30, 40],
      [plain.pages + 2, 50, 20],
    ]);
  });
});
