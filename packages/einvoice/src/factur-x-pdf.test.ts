import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { attachFacturX, NotPdfA3Error, readXmp } from './factur-x-pdf';
import { plainInvoice } from './test-invoices';
import { pageTexts, pdfFonts } from '@vendoc/pdf/poppler';
import { detach, invoicePdf, pdfA3 } from './test-support/pdf';
import { toFacturXCii } from './write';

describe('attachFacturX', () => {
  it(
    'embeds the CII as factur-x.xml, associated with the document, and adds the Factur-X XMP',
    { timeout: 60_000 },
    async () => {
      const cii = await toFacturXCii(plainInvoice);
      const original = await invoicePdf('Rechnung RE-2026-0101');
      const pdf = await attachFacturX(original, cii);

      const { list, first } = detach(pdf);
      expect(list).toContain('1 embedded files');
      expect(list).toContain('factur-x.xml');
      expect(first).toBe(cii);

      const document = await PDFDocument.load(pdf, { updateMetadata: false });
      const af = document.catalog.lookup(PDFName.of('AF'), PDFArray);
      const fileSpec = af.lookup(0, PDFDict);
      expect(fileSpec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Alternative'));
      expect(fileSpec.lookup(PDFName.of('EF'), PDFDict).has(PDFName.of('F'))).toBe(true);

      const xmp = readXmp(document);
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
      expect(document.catalog.has(PDFName.of('OutputIntents'))).toBe(true);
      expect(document.getPageCount()).toBe((await PDFDocument.load(original)).getPageCount());
      expect(await pageTexts(pdf)).toEqual(await pageTexts(original));
      for (const font of await pdfFonts(pdf))
        expect(font, font.name).toMatchObject({ embedded: true, subset: true });
    },
  );

  it('refuses a PDF that is not PDF/A-3 and one that already carries an invoice', async () => {
    const plain = await (await PDFDocument.create()).save();
    await expect(attachFacturX(plain, '<x/>')).rejects.toBeInstanceOf(NotPdfA3Error);
    const once = await attachFacturX(await pdfA3('Rechnung'), '<x/>');
    await expect(attachFacturX(once, '<x/>')).rejects.toThrow('already carries');
  });
});
