import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergePdfs } from './merge-pdfs';
import { pageTexts } from './poppler';

async function pdfWithPages(...texts: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of texts) document.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return document.save();
}

describe('mergePdfs', () => {
  it('puts the pages of the parts one after the other, with the title', async () => {
    const merged = await mergePdfs(
      [await pdfWithPages('Montag', 'Montag Seite 2'), await pdfWithPages('Dienstag')],
      'Bautagebuch KW 48',
    );
    expect((await pageTexts(merged)).map((page) => page.trim())).toEqual([
      'Montag',
      'Montag Seite 2',
      'Dienstag',
    ]);
    expect((await PDFDocument.load(merged)).getTitle()).toBe('Bautagebuch KW 48');
  });
});
