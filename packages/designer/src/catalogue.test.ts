import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { describe, expect, it } from 'vitest';
import { fieldIndex, fieldsOf, listGroup } from './catalogue';
import { fillInlineFields, inlineFieldPaths, isDataPath } from './inline-fields';

describe('data catalogue', () => {
  it('gives every kind the common groups with German labels and unique, valid paths', () => {
    for (const kind of DOCUMENT_KINDS) {
      const groups = fieldsOf(kind);
      expect(groups.map((group) => group.key).slice(0, 5)).toEqual([
        'company',
        'client',
        'project',
        'document',
        'sender',
      ]);
      const paths = groups.flatMap((group) =>
        group.fields.map((field) => `${group.list?.path ?? ''}:${field.path}`),
      );
      expect(new Set(paths).size, kind).toBe(paths.length);
      for (const group of groups) {
        expect(group.label).not.toBe('');
        for (const field of group.fields) {
          expect(isDataPath(field.path), field.path).toBe(true);
          expect(field.label.length).toBeGreaterThan(1);
        }
      }
    }
  });

  it('has priced positions, totals and payment terms on offers and invoices only', () => {
    const offer = fieldsOf('offer');
    expect(listGroup(offer, 'items')?.fields.map((field) => field.path)).toContain('unitPrice');
    expect(fieldIndex(offer).get('totals.gross')).toEqual({
      path: 'totals.gross',
      label: 'Bruttosumme',
      type: 'money',
    });
    expect(fieldIndex(offer).has('offer.validUntil')).toBe(true);

    const delivery = fieldsOf('deliveryNote');
    expect(listGroup(delivery, 'items')?.fields.map((field) => field.path)).toEqual([
      'oz',
      'shortText',
      'longText',
      'quantity',
      'unit',
    ]);
    expect(fieldIndex(delivery).has('totals.gross')).toBe(false);

    const letter = fieldsOf('letter');
    expect(listGroup(letter, 'items')).toBeUndefined();
    expect(fieldIndex(fieldsOf('paymentReminder')).get('reminder.fee')?.type).toBe('money');
    expect(fieldIndex(fieldsOf('constructionNoteReport')).has('note.weather')).toBe(true);
  });

  it('leaves list fields out of the single-value index', () => {
    const index = fieldIndex(fieldsOf('finalInvoice'));
    expect(index.has('unitPrice')).toBe(false);
    expect(index.has('rate')).toBe(false);
  });
});

describe('inline fields', () => {
  it('finds the paths in a text', () => {
    expect(inlineFieldPaths('Sehr geehrte {{ client.salutation }} {{client.name}}, {{}} {x}')).toEqual([
      'client.salutation',
      'client.name',
      '',
    ]);
  });

  it('fills them formatted after their type, unknown or missing ones empty', () => {
    const fields = fieldIndex(fieldsOf('offer'));
    const data = { document: { date: '2026-11-05', number: 'A-17' }, totals: { gross: '1190' } };
    expect(
      fillInlineFields(
        'Angebot {{document.number}} vom {{document.date}}: {{totals.gross}}{{nope.x}}{{client.name}}',
        data,
        fields,
      ),
    ).toBe('Angebot A-17 vom 05.11.2026: 1.190,00 €');
  });
});
