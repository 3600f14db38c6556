import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { formatGerman } from '@vendoc/money/decimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';
import type { FontSet } from './font-set';
import { pageTexts, pdfFonts, pdfInfo } from './poppler';
import { renderDocument } from './render-document';
import { largeOffer, offerWithLongTexts } from './test-documents';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await getBundledFontSet();
});

const metadata = { title: 'Angebot A-2026-0117', author: 'Muster Fensterbau GmbH' };

/** The money figure of a "Übertrag" line. */
const carryOver = (line: string | undefined) => /Übertrag\s+([\d.]+,\d\d)/.exec(line ?? '')?.[1];
/** Cents of a German figure ("1.234,56"). */
const germanCents = (figure: string) => BigInt(figure.replace(/\./g, '').replace(',', ''));

describe('renderDocument: starters with sample data', () => {
  it.each(DOCUMENT_KINDS)(
    '%s: embeds every font, text in reading order',
    async (kind) => {
      const { pdf, pages } = await renderDocument(starterTemplate(kind), sampleDocumentData(kind), {
        fonts,
        metadata,
      });
      expect(pages).toBeGreaterThanOrEqual(1);
      const used = await pdfFonts(pdf);
      expect(used.length).toBeGreaterThan(0);
      for (const font of used) {
        expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
        expect(font.name).toMatch(/^[A-Z]{6}\+Noto(Sans|Serif)-/);
      }
      const [first = ''] = await pageTexts(pdf);
      // the company's letterhead line, the recipient, and the footer in that order on page 1
      const order = [
        'Muster Fensterbau GmbH',
        'Industriestraße 12 · 50667 Köln',
        'Wohnbau Rhein GmbH',
        'Düsseldorf',
      ];
      const at = order.map((text) => first.indexOf(text));
      expect(
        at.every((index) => index >= 0),
        `${kind}: ${JSON.stringify(at)}`,
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    },
    30_000,
  );

  it('writes the offer table rows with their German figures', async () => {
    const { pdf } = await renderDocument(starterTemplate('offer'), sampleDocumentData('offer'), {
      fonts,
      metadata,
    });
    const [text = ''] = await pageTexts(pdf);
    expect(text).toMatch(
      /01\.0010\s+Kunststofffenster 1-flg\. 1000 x 1200 mm\s+6,000\s+Stk\s+489,50\s+2\.937,00/,
    );
    expect(text).toMatch(/Nettobetrag\s+6\.860,80 €/);
    expect(text).toMatch(/Gesamtbetrag\s+8\.164,35 €/);
  }, 30_000);
});

describe('renderDocument: an offer of 500 positions with long texts', () => {
  it('paginates with carry-over at the foot and head of each page, every position once and in order', async () => {
    const data = largeOffer(500);
    const started = performance.now();
    const { pdf, pages } = await renderDocument(offerWithLongTexts(), data, { fonts, metadata });
    const elapsed = performance.now() - started;
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(pages);
    expect(pages).toBeGreaterThan(50);

    const ozs = texts.flatMap((text) => [...text.matchAll(/^\s*(\d\d\.\d{4})\s/gm)].map((match) => match[1]));
    const expected = (data.items as { items: { oz: string }[] }[]).flatMap((title) =>
      title.items.map((item) => item.oz),
    );
    expect(ozs).toEqual(expected);

    // page 1 closes with a carry-over, each further table page opens with one and, but the last, closes with one
    const carries = texts.map((text) =>
      text
        .split('\n')
        .filter((line) => line.includes('Übertrag'))
        .map(carryOver),
    );
    const tablePages = carries.filter((found, page) => page === 0 || found.length > 0).length;
    expect(tablePages).toBeGreaterThan(50);
    for (let page = 0; page < tablePages - 1; page++) {
      const foot = carries[page]?.at(-1);
      expect(foot, `foot of page ${page + 1}`).toMatch(/^[\d.]+,\d\d$/);
      expect(carries[page + 1]?.[0], `head of page ${page + 2}`).toBe(foot);
      expect(carries[page + 1]?.length).toBe(page + 2 < tablePages ? 2 : 1);
    }
    // independent of the layout's running total: the amounts printed on position lines ("01.0040 … 608,74"),
    // summed page by page in cents, equal each page's carry-over, also where a position's long text breaks
    let printed = 0n;
    for (let page = 0; page < tablePages - 1; page++) {
      for (const [, amount] of (texts[page] ?? '').matchAll(/^\s*\d\d\.\d{4}\s.*\s([\d.]+,\d\d)\s*$/gm))
        printed += germanCents(amount ?? '');
      expect(germanCents(carries[page]?.at(-1) ?? ''), `carry-over of page ${page + 1}`).toBe(printed);
    }
    const totals = data.totals as { net: string };
    expect(texts.join('\n')).toMatch(
      new RegExp(`Nettobetrag\\s+${formatGerman(totals.net, 2).replace('.', '\\.')} €`),
    );
    expect(texts.join('\n')).toContain('„RAL-Leitfaden zur Montage“ – innen');
    // the closing text does not stand alone on the last page: the totals block (whole) comes with it
    const last = texts.at(-1) ?? '';
    expect(last).toContain('Wir freuen uns auf die Zusammenarbeit.');
    expect(last).toMatch(/Nettobetrag[\s\S]+Gesamtbetrag/);
    expect(texts.filter((text) => text.includes('Nettobetrag'))).toHaveLength(1);
    // not a benchmark (bench/ measures that), a guard against an order-of-magnitude regression
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);
});

describe('renderDocument: PDF/A-3b', () => {
  it('writes the title, author and dates into Info and XMP, with pdfaid part 3 conformance B', async () => {
    const creationDate = new Date('2026-11-26T10:15:30Z');
    const { pdf } = await renderDocument(
      starterTemplate('finalInvoice'),
      sampleDocumentData('finalInvoice'),
      {
        fonts,
        metadata: { ...metadata, title: 'Rechnung R-2026-0099 „Lindenstraße“', creationDate },
      },
    );
    const info = await pdfInfo(pdf);
    expect(info).toMatch(/Title:\s+Rechnung R-2026-0099 „Lindenstraße“/);
    expect(info).toMatch(/Author:\s+Muster Fensterbau GmbH/);
    expect(info).toMatch(/CreationDate:\s+Thu Nov 26 10:15:30 2026 UTC/);
    const xmp = await pdfInfo(pdf, true);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-26T10:15:30Z</xmp:CreateDate>');
    expect(xmp).toContain('Rechnung R-2026-0099 „Lindenstraße“');
  }, 30_000);
});
