import { PDFDocument } from 'pdf-lib';

/**
 * One PDF of several, their pages in order (the day reports of a period): each page is copied with its fonts and
 * images. The result is a plain PDF (the parts' PDF/A metadata is not carried over), titled `title`.
 */
export async function mergePdfs(parts: readonly Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title, { showInWindowTitleBar: true });
  merged.setProducer('VenDoc');
  merged.setLanguage('de-DE');
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
