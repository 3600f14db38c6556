import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './catalogue';
import { checkTemplate } from './check-template';
import { starterName, starterTemplate } from './starters';
import { validateTemplate } from './template-validation';

describe('DIN 5008 Form B starters', () => {
  it.each(DOCUMENT_KINDS)('%s: valid against the schema, every data path in its catalogue', (kind) => {
    const template = starterTemplate(kind);
    expect(validateTemplate(template)).toEqual({ ok: true, template });
    expect(checkTemplate(template, fieldsOf(kind))).toEqual([]);
    expect(template.kind).toBe(kind);
    expect(starterName(kind)).toMatch(/ \(DIN 5008\)$/);
  });

  it.each(DOCUMENT_KINDS)(
    '%s: address window, marks, info block and footer at the DIN 5008 Form B places',
    (kind) => {
      const { firstPage, followingPages, page } = starterTemplate(kind);
      expect(page).toEqual({ format: 'A4', orientation: 'portrait' });
      const byId = new Map(firstPage.elements.map((element) => [element.id, element]));
      expect(byId.get('address')).toMatchObject({
        kind: 'addressWindow',
        form: 'B',
        x: 20,
        y: 45,
        width: 85,
        height: 45,
      });
      const marks = byId.get('fold-marks');
      expect(marks?.kind === 'foldMarks' && marks.y === 0 && marks.marks).toEqual([
        { type: 'fold', y: 105 },
        { type: 'hole', y: 148.5 },
        { type: 'fold', y: 210 },
      ]);
      expect(byId.get('info-block')).toMatchObject({ x: 125, y: 50 });
      expect(byId.get('page-number')).toMatchObject({
        kind: 'pageNumber',
        pattern: 'Seite {page} von {pages}',
      });
      expect(byId.has('footer-bank')).toBe(true);
      expect(followingPages.elements.map((element) => element.id)).toContain('fp-footer-bank');
      // z follows the list order in both regions
      for (const region of [firstPage, followingPages])
        expect(region.elements.map((element) => element.z)).toEqual(
          region.elements.map((_element, index) => index),
        );
    },
  );

  it('keeps every first-page element on the page and the body clear of the footer', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const element of starterTemplate(kind).firstPage.elements) {
        expect(element.x + element.width, `${kind}/${element.id}`).toBeLessThanOrEqual(210);
        expect(element.y + element.height, `${kind}/${element.id}`).toBeLessThanOrEqual(297);
      }
    }
  });

  it('gives priced documents a positions table with prices and totals, invoices a GiroCode and the amount due', () => {
    const offer = starterTemplate('offer').firstPage.elements;
    const table = offer.find((element) => element.kind === 'positionsTable');
    expect(table?.kind === 'positionsTable' && table.columns.map((column) => column.key)).toEqual([
      'oz',
      'shortText',
      'quantity',
      'unit',
      'unitPrice',
      'total',
    ]);
    expect(offer.some((element) => element.kind === 'qrCode')).toBe(false);

    const invoice = starterTemplate('finalInvoice').firstPage.elements;
    const totals = invoice.find((element) => element.kind === 'totals');
    expect(totals?.kind === 'totals' && totals.rows).toContain('amountDue');
    expect(invoice.some((element) => element.kind === 'qrCode')).toBe(true);

    const delivery = starterTemplate('deliveryNote').firstPage.elements;
    expect(delivery.some((element) => element.kind === 'totals')).toBe(false);
  });

  it('returns a fresh copy each time', () => {
    const a = starterTemplate('offer');
    a.firstPage.elements[0]!.x = 99;
    expect(starterTemplate('offer').firstPage.elements[0]!.x).not.toBe(99);
  });
});
