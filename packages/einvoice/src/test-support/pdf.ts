import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { applyPdfA } from '@vendoc/pdf/pdfa';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { getBundledFontSet } from '@vendoc/pdf/bundled-fonts';
import { renderDocument } from '@vendoc/pdf/render-document';

/**
 * A quick one-page stand-in with the PDF/A-3b parts of `packages/pdf` (its XMP, OutputIntent, file ID); its one line
 * uses a standard font that is not embedded, so it is not itself conforming: use `invoicePdf` for the real thing.
 */
export async function pdfA3(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  applyPdfA(document, {
    title,
    author: 'Muster Fensterbau GmbH',
    creationDate: new Date('2026-11-26T10:00:00Z'),
  });
  return document.save();
}

/** A real invoice PDF/A-3b from `packages/pdf`: the final-invoice starter template with its sample data. */
export async function invoicePdf(title: string): Promise<Uint8Array> {
  const { pdf } = await renderDocument(starterTemplate('finalInvoice'), sampleDocumentData('finalInvoice'), {
    fonts: await getBundledFontSet(),
    metadata: { title, author: 'Muster Fensterbau GmbH' },
  });
  return pdf;
}

/** What poppler's pdfdetach sees in a PDF: the list of embedded files and the bytes of the first one. */
export function detach(pdf: Uint8Array): { list: string; first: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vendoc-detach-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const list = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'out.xml'), file]);
    return { list, first: readFileSync(join(dir, 'out.xml'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
