import { describe, expect, it } from 'vitest';
import { shortText, longText } from './boq-walk';
import { editItem, newCategory, newItem, withLongText, withShortText } from './edit';
import { readGaeb } from './reader';
import { sampleBytes } from './test-support/samples';
import { boqItems } from './boq-walk';
import type { Item } from './model';

const firstItem = (): Item => {
  const boq = readGaeb(sampleBytes('boq.x83')).document.award!.boq!;
  return boqItems(boq).find((entry): entry is Item => entry.kind === 'item' && entry.description !== null)!;
};

describe('item edits', () => {
  it('recomputes the total from quantity and unit price, exactly', () => {
    const item = editItem(
      newItem({ id: 'I1', rNoPart: '10', shortText: 'Mauerwerk', qty: '12.345', unit: 'm2', up: null }),
      {
        up: '47.115',
      },
    );
    // 12.345 x 47.115 = 581.634675 -> 581.63
    expect(item.it).toBe('581.63');
    expect(editItem(item, { up: null }).it).toBeNull();
  });

  it('counts a lump sum item without quantity once', () => {
    const item = editItem(
      newItem({
        id: 'I1',
        rNoPart: '10',
        shortText: 'Baustelleneinrichtung',
        qty: null,
        unit: 'psch',
        up: '1500',
      }),
      {
        lumpSum: true,
      },
    );
    expect(item.it).toBe('1500.00');
  });

  it('sets kind flags and keeps the award state of an alternative', () => {
    const base = { ...firstItem(), alternative: { group: 1, serial: 1, accepted: 'AltAccept' } };
    const edited = editItem(base, {
      provisional: 'WithoutTotal',
      alternative: { group: 2, serial: 0 },
      hourly: true,
    });
    expect(edited.provisional).toBe('WithoutTotal');
    expect(edited.alternative).toEqual({ group: 2, serial: 0, accepted: 'AltAccept' });
    expect(edited.hourly).toBe(true);
    expect(editItem(edited, { alternative: null }).alternative).toBeNull();
  });

  it('drops unit price components when the unit price is typed', () => {
    const item = { ...firstItem(), upComponents: ['1.00', '2.00'] };
    expect(editItem(item, { up: '3.50' }).upComponents).toEqual([]);
    expect(editItem(item, { qty: '2' }).upComponents).toEqual(['1.00', '2.00']);
  });
});

describe('texts', () => {
  it('replaces the short text and keeps the long text', () => {
    const item = firstItem();
    const before = longText(item.description);
    const description = withShortText(item.description, 'Neuer Kurztext');
    expect(shortText(description)).toBe('Neuer Kurztext');
    expect(longText(description)).toBe(before);
  });

  it('replaces the long text with blocks and keeps the short text', () => {
    const item = firstItem();
    const description = withLongText(item.description, [
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Zeile eins', bold: true }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Zeile zwei' }] },
    ]);
    expect(longText(description)).toBe('Zeile eins\nZeile zwei');
    expect(shortText(description)).toBe(shortText(item.description));
    expect(longText(withLongText(description, []))).toBe('');
  });

  it('gives a description to an entry that had none', () => {
    expect(shortText(withShortText(null, 'Kurz'))).toBe('Kurz');
    expect(
      longText(withLongText(null, [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Lang' }] }])),
    ).toBe('Lang');
  });

  it('makes titles with a label', () => {
    const category = newCategory({ id: 'C1', rNoPart: '01', label: 'Rohbau', level: 'title' });
    expect(category.label?.blocks).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Rohbau' }] },
    ]);
    expect(newCategory({ id: 'C2', rNoPart: '02', label: '', level: 'lot' }).label).toBeNull();
  });
});
