import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { applyPdfA } from '@vendoc/pdf/pdfa';

/** A one-page PDF/A-3b as `packages/pdf` writes it (its XMP, OutputIntent and file ID), standing in for an invoice. */
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
