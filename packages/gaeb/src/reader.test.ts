import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from './boq-walk';
import { GaebReadError } from './errors';
import type { Item, MarkupItem } from './model';
import { readGaeb } from './reader';
import { plainText } from './rich-text';
import { sampleBytes, sampleNames, sampleText } from './test-support/samples';

/** Counts start tags of an element in the raw text: an independent check of what the reader found. */
const countTags = (xml: string, name: string): number =>
  (xml.match(new RegExp(`<${name}[\\s/>]`, 'g')) ?? []).length;

const readSample = (name: string) => readGaeb(sampleBytes(name));
const items = (name: string): (Item | MarkupItem)[] =>
  boqItems(readSample(name).document.award?.boq ?? fail());
const item = (name: string, oz: string): Item => {
  const found = items(name).find((i) => i.oz === oz);
  if (found?.kind !== 'item') throw new Error(`no item ${oz} in ${name}`);
  return found;
};
function fail(): never {
  throw new Error('the sample has no BoQ');
}

describe('every sample', () => {
  const importable = sampleNames().filter((name) => name !== 'nonconforming.x83');

  it.each(importable)('%s imports with the categories and items the file has', (name) => {
    const raw = sampleText(name);
    const { document } = readSample(name);
    const dp = /<DP>([^<]+)<\/DP>/.exec(raw)?.[1];
    expect(document.phase).toBe(dp);
    expect(document.version).toBe('3.3');
    const boq = document.award?.boq;
    if (countTags(raw, 'BoQ') === 0) {
      expect(boq).toBeNull();
      return;
    }
    if (!boq) throw new Error('BoQ missing');
    expect(boqCategories(boq)).toHaveLength(countTags(raw, 'BoQCtgy'));
    const found = boqItems(boq);
    expect(found.filter((i) => i.kind === 'item')).toHaveLength(countTags(raw, 'Item'));
    expect(found.filter((i) => i.kind === 'markupItem')).toHaveLength(countTags(raw, 'MarkupItem'));
    expect(new Set(found.map((i) => i.id)).size).toBe(found.length);
  });

  it('covers every phase the samples have', () => {
    const phases = importable.map((name) => readSample(name).document.phase).sort();
    expect(new Set(phases)).toEqual(new Set(['80', '82', '83', '84', '86', '87', '89', '89B']));
  });
});

describe('nonconforming.x83', () => {
  it('is refused with the element and line of the problem', () => {
    let error: unknown;
    try {
      readSample('nonconforming.x83');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GaebReadError);
    const refused = error as GaebReadError;
    expect(refused.code).toBe('missing-attribute');
    expect(refused.element).toBe('Item');
    expect(refused.line).toBe(11);
    expect(refused.column).toBe(11);
    expect(refused.message).toBe(
      'Position 0010: die Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise die Position ' +
        '(Zeile 11, Spalte 11)',
    );
  });
});

describe('boq.x83: item kinds, texts and ordinal numbers', () => {
  const { document } = readSample('boq.x83');
  const boq = document.award?.boq ?? fail();

  it('reads project, award and BoQ info', () => {
    expect(document.project).toMatchObject({ name: 'PRJ-1', currency: 'EUR' });
    expect(document.award?.info?.currency).toBe('EUR');
    expect(boq.info).toMatchObject({ name: 'LV-Testhalle', label: 'Leistungsverzeichnis Testhalle' });
    expect(boq.info.breakdown).toEqual([
      { type: 'Item', label: null, length: 4, numeric: true, alignment: null },
    ]);
  });

  it('computes OZ from the categories, RNoPart and RNoIndex', () => {
    expect(boqCategories(boq).map((c) => [c.oz, plainText(c.label)])).toEqual([
      ['01', 'Erdarbeiten'],
      ['01.02', 'Aushub'],
      ['03', 'Zusatzleistungen'],
    ]);
    expect(boqItems(boq).map((i) => i.oz)).toEqual([
      '01.02.0010',
      '01.02.0020',
      '03.0030',
      '03.0040',
      '03.0040.1',
      '03.0050',
    ]);
  });

  it('reads every item kind', () => {
    expect(item('boq.x83', '01.02.0010')).toMatchObject({ qty: '100.000', unit: 'm3', lumpSum: false });
    expect(item('boq.x83', '01.02.0020')).toMatchObject({ lumpSum: true, unit: 'psch', qty: null });
    expect(item('boq.x83', '03.0030')).toMatchObject({ provisional: 'WithTotal', qty: '5.000' });
    expect(item('boq.x83', '03.0040').alternative).toEqual({ group: 1, serial: 1, accepted: null });
    expect(item('boq.x83', '03.0040.1')).toMatchObject({
      rNoIndex: '1',
      alternative: { group: 1, serial: 2 },
    });
    expect(item('boq.x83', '03.0050')).toMatchObject({ hourly: true, unit: 'Std', qty: '20.000' });
  });

  it('reads short text, long text, text complements and sub-descriptions', () => {
    const first = item('boq.x83', '01.02.0010');
    expect(shortText(first.description)).toBe('Boden loesen');
    expect(longText(first.description)).toBe(
      'Boden loesen und lagern.\nBodenklasse 3-5.\nBodenklasse: 3-5 (gemaess Bodengutachten)\n…',
    );
    const parts = first.description?.completeText?.detail?.parts ?? [];
    expect(parts.map((p) => p.kind)).toEqual(['text', 'complement', 'complement']);
    expect(parts[1]).toMatchObject({ complement: { markLabel: '1', kind: 'Owner', empty: false } });
    expect(parts[2]).toMatchObject({ complement: { markLabel: '2', kind: 'Bidder', empty: true } });
    expect(first.sumDescription).toBe(true);
    expect(first.subDescriptions).toHaveLength(1);
    expect(first.subDescriptions[0]).toMatchObject({ number: '1', qty: '60.000', unit: 'm3' });
    expect(shortText(first.subDescriptions[0]?.description ?? null)).toBe('Trockener Boden');
  });
});

describe('other samples', () => {
  it('builds four-level OZ with the breakdown of baukodoz-example.X83', () => {
    const found = items('baukodoz-example.X83');
    expect(found.map((i) => i.oz)).toEqual(['01.0010', '01.0020', '02.0010', '02.0020']);
    expect(found[2]).toMatchObject({ alternative: { group: 1, serial: 0 } });
    expect(shortText((found[0] as Item).description)).toBe('Position A');
    // unmodelled GAEB elements are kept for write-back
    expect((found[1] as Item).extensions?.map((e) => e.element.name)).toEqual(['RefDescr', 'RefRNo']);
  });

  it('reads markup items, remarks and performance descriptions of markup.x83', () => {
    const body = readSample('markup.x83').document.award?.boq?.body ?? fail();
    expect(body.entries.map((e) => e.kind)).toEqual(['remark', 'category', 'category']);
    const markups = items('markup.x83').filter((i): i is MarkupItem => i.kind === 'markupItem');
    expect(markups.map((m) => [m.oz, m.markupType])).toEqual([
      ['01.0090', 'AllInCat'],
      ['01.0091', 'ListInSubQty'],
    ]);
    expect(item('markup.x83', '01.0020')).toMatchObject({ qtyTbd: true, qty: null, unit: 'h' });
    expect(item('markup.x83', '01.0010').vat).toBe('19.00');
  });

  it('reads prices, bidder complements and bidder comments of realistic.x84', () => {
    const first = item('realistic.x84', '01.0010');
    expect(first).toMatchObject({ qty: '50.000', up: '45.500', it: '2275.00' });
    expect(first.bidderComments.map((c) => plainText(c))).toEqual([
      'Lieferzeit 4 Wochen ab Auftrag',
      'Alternative Ausfuehrung auf Anfrage',
    ]);
    expect(longText(first.description)).toBe('Fabrikat: Muster GmbH, Typ ABC-500');
    expect(first.subDescriptions[0]).toMatchObject({ number: '1', qty: '5.000', up: '18.750' });
    expect(item('realistic.x84', '02.01.0010').it).toBe('5550.00');
  });

  it('reads unit price components and stated totals of components.x84', () => {
    const { document } = readSample('components.x84');
    expect(item('components.x84', '01.0010').upComponents).toEqual(['30.000', '20.000']);
    expect(item('components.x84', '01.0020').notOffered).toBe(true);
    expect(document.award?.boq?.info.totals).toMatchObject({ total: '550.00', vatPercent: '19.00' });
    expect(document.award?.contractor?.address).toMatchObject({
      name1: 'Musterbau GmbH',
      postalCode: '12345',
    });
  });

  it('reads change orders of nachtrag.x86 and the owner', () => {
    const { document } = readSample('nachtrag.x86');
    expect(document.award?.owner?.address?.name1).toBe('Stadtwerke Musterstadt');
    const categories = boqCategories(document.award?.boq ?? fail());
    expect(categories.map((c) => c.changeOrder)).toEqual([
      null,
      { number: '1', status: 'Approved' },
      { number: '2', status: 'Offered' },
    ]);
    expect(item('nachtrag.x86', '02.0010').changeOrder).toEqual({ number: '1', status: 'Approved' });
  });

  it('reads an invoice (X89): billed quantities and the invoice data', () => {
    const { document, warnings } = readSample('invoice.x89');
    expect(warnings).toEqual([]);
    expect(document.award?.container).toBe('Invoice');
    expect(document.phase).toBe('89');
    expect(item('invoice.x89', '01.0010')).toMatchObject({
      qty: '30.000',
      unit: 'm3',
      up: '45.500',
      it: '1365.00',
    });
    expect(item('invoice.x89', '01.0020')).toMatchObject({ qty: '1.000', unit: 'psch', it: '1200.00' });
    // what the model does not interpret stays as it was
    expect(document.award?.extensions?.map((e) => e.element.name)).toEqual(['CnstSite']);
    const invoice = document.award?.invoice;
    expect(invoice?.header).toEqual({
      number: 'RE-2026-007',
      date: '2026-10-31',
      type: 'deduction',
      creditNote: false,
      settlement: 'accumulated',
      sequentialNo: '2',
      serviceStart: '2026-09-01',
      serviceEnd: '2026-10-31',
    });
    expect(invoice?.creator).toMatchObject({ taxNo: 'DE123456789', address: { name1: 'Musterbau GmbH' } });
    expect(invoice?.recipient).toMatchObject({ taxNo: null, address: { name1: 'Stadtwerke Musterstadt' } });
    expect(invoice?.shares).toEqual([
      {
        type: 'basic amount',
        description: 'Grundbetrag',
        total: '3052.35',
        percent: null,
        counterClaim: false,
      },
    ]);
    expect(invoice?.paymentsMade).toEqual([
      {
        totalVat: '190.00',
        total: '1190.00',
        date: '2026-10-05',
        invoiceType: null,
        invoiceNo: 'RE-2026-006',
        note: null,
      },
    ]);
    expect(invoice?.invoicesMadeOut).toEqual([]);
    expect(invoice?.totalGross).toBe('3052.35');
  });
});
