import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import { layoutDocument } from './layout';
import { oneMmPerCharacter, textBoxesOf, textOf } from './layout-test-helpers';
import { sampleDocumentData } from './sample-data';
import { starterTemplate } from './starters';
import { createTemplate } from './template-defaults';

describe('layout of the fixed elements', () => {
  const data = sampleDocumentData('finalInvoice');
  const page = (elements: Parameters<typeof createTemplate>[1]) =>
    layoutDocument(createTemplate('finalInvoice', elements), data, oneMmPerCharacter).pages[0]!;

  it('fills the DIN 5008 address window: return-address line, then the recipient from 17.7 mm (Form B)', () => {
    const window = createElement('addressWindow', { id: 'a', x: 20, y: 45, width: 85, height: 45 });
    const boxes = textBoxesOf(page({ firstPage: [window] }), 'a');
    expect(boxes.map(textOf)).toEqual([
      'Muster Fensterbau GmbH · Industriestraße 12 · 50667 Köln',
      'Wohnbau Rhein GmbH\nRheinuferstraße 7\n40213 Düsseldorf',
    ]);
    expect(boxes[1]?.y).toBeCloseTo(62.7, 6);
    const formA = textBoxesOf(page({ firstPage: [{ ...window, form: 'A', y: 27 }] }), 'a');
    expect(formA[1]?.y).toBeCloseTo(39.7, 6);
  });

  it('drops recipient lines whose fields are empty', () => {
    const window = createElement('addressWindow', {
      id: 'a',
      recipient: '{{client.name}}\n{{client.vatId}}\n{{client.address.city}}',
      returnAddress: '',
    });
    expect(textBoxesOf(page({ firstPage: [window] }), 'a').map(textOf)).toEqual([
      'Wohnbau Rhein GmbH\nDüsseldorf',
    ]);
  });

  it('draws fold and hole marks at their page positions', () => {
    const marks = createElement('foldMarks', { id: 'm', x: 3, y: 0, width: 5 });
    const lines = page({ firstPage: [marks] }).boxes.filter((box) => box.elementId === 'm');
    expect(lines.map((box) => [box.type, box.x, box.y, box.width])).toEqual([
      ['line', 3, 105, 5],
      ['line', 3, 148.5, 5],
      ['line', 3, 210, 5],
    ]);
  });

  it('wraps a totals label wider than its column: the row grows, the amount stays in its column', () => {
    const totals = createElement('totals', {
      id: 't',
      y: 20,
      width: 60,
      labelWidth: 20,
      rows: ['vatPerRate', 'gross'],
    });
    const boxes = textBoxesOf(page({ firstPage: [totals] }), 't');
    const [label, amount, grossLabel] = boxes;
    // 1 mm per character (the test measurer): "zzgl. 19 % USt auf 6.860,80 €" needs two lines of at most 20 mm.
    expect(label?.lines.map((line) => line.width <= 20)).toEqual([true, true]);
    expect(label?.width).toBe(20);
    expect(amount?.x).toBe(totals.x + 20);
    expect(amount && textOf(amount)).toBe('1.303,55 €');
    expect(amount?.y).toBeGreaterThan(label?.y ?? Infinity);
    expect(grossLabel?.y).toBeCloseTo((label?.y ?? 0) + (label?.height ?? 0));
  });

  it('writes the totals block and the GiroCode of the amount due', () => {
    const totals = createElement('totals', {
      id: 't',
      y: 20,
      rows: ['net', 'vatPerRate', 'gross', 'deductions', 'amountDue'],
    });
    const qr = createElement('qrCode', { id: 'q', y: 200 });
    const result = page({ firstPage: [totals, qr] });
    expect(textBoxesOf(result, 't').map(textOf)).toEqual([
      'Nettobetrag',
      '6.860,80 €',
      'zzgl. 19 % USt auf 6.860,80 €',
      '1.303,55 €',
      'Gesamtbetrag',
      '8.164,35 €',
      'abzüglich früherer Rechnungen und Einbehalt',
      '2.000,00 €',
      'Zahlbetrag',
      '6.164,35 €',
    ]);
    const code = result.boxes.find((box) => box.elementId === 'q');
    expect(code?.type === 'qrCode' && code.payload.split('\n').slice(5, 8)).toEqual([
      'Muster Fensterbau GmbH',
      'DE89370400440532013000',
      'EUR6164.35',
    ]);
  });

  it('lays out a free table with header rows, and a signature with its caption', () => {
    const table = createElement('freeTable', {
      id: 'ft',
      columns: [
        { width: 30, align: 'left' },
        { width: 40, align: 'right' },
      ],
      headerRows: 1,
      rows: [
        ['Datum', 'Betrag'],
        ['{{document.date}}', '{{totals.gross}}'],
      ],
    });
    const signature = createElement('signature', { id: 's', y: 100, label: 'Auftraggeber' });
    const result = page({ firstPage: [table, signature] });
    const cells = textBoxesOf(result, 'ft');
    expect(cells.map(textOf)).toEqual(['Datum', 'Betrag', '26.11.2026', '8.164,35 €']);
    expect(cells[0]?.style.fontWeight).toBe('bold');
    expect(cells[3]?.style.align).toBe('right');
    expect(textBoxesOf(result, 's').map(textOf)).toEqual(['Datum, Auftraggeber']);
  });
});

describe('starters with sample data', () => {
  it.each([
    ['finalInvoice', 'Teilschlussrechnung'],
    ['finalInvoice', 'Rechnung'],
    ['creditNote', 'Stornorechnung'],
  ] as const)('%s layout: prints the title of the document it lays out (%s)', (kind, title) => {
    const sample = sampleDocumentData(kind);
    const data = { ...sample, document: { ...(sample.document as object), title, number: 'RE-2026-0009' } };
    const layout = layoutDocument(starterTemplate(kind), data, oneMmPerCharacter);
    expect(textBoxesOf(layout.pages[0]!, 'subject').map(textOf)[0]?.split('\n')[0]).toBe(
      `${title} RE-2026-0009`,
    );
  });

  it.each([
    ['Gutschrift', 'Gutschriftnr.'],
    ['Stornorechnung', 'Rechnungsnr.'],
  ])(
    'creditNote layout: labels the number as the document it lays out does (%s: %s)',
    (title, numberLabel) => {
      const sample = sampleDocumentData('creditNote');
      const document = { ...(sample.document as object), title, numberLabel, number: 'GS-2026-0003' };
      const layout = layoutDocument(
        starterTemplate('creditNote'),
        { ...sample, document },
        oneMmPerCharacter,
      );
      const info = textBoxesOf(layout.pages[0]!, 'info-block').map(textOf);
      expect(info).toContain(numberLabel);
      expect(info).toContain('GS-2026-0003');
      expect(info).not.toContain(numberLabel === 'Rechnungsnr.' ? 'Gutschriftnr.' : 'Rechnungsnr.');
    },
  );

  it.each(DOCUMENT_KINDS)('%s: one page, no warnings, page number and footer filled', (kind) => {
    const layout = layoutDocument(starterTemplate(kind), sampleDocumentData(kind), oneMmPerCharacter);
    expect(layout.warnings).toEqual([]);
    const [first] = layout.pages;
    expect(textBoxesOf(first!, 'page-number').map(textOf)).toEqual([`Seite 1 von ${layout.pages.length}`]);
    expect(textBoxesOf(first!, 'footer-bank').map(textOf)[0]).toContain('IBAN DE89370400440532013000');
    for (const page of layout.pages)
      for (const box of page.boxes) if (box.type === 'text') expect(textOf(box)).not.toContain('{{');
  });
});
