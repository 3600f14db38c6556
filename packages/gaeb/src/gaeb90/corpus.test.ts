// The hand-made corpus (packages/gaeb/testdata/gaeb90): every record type, three encodings, every phase kind.
import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from '../boq-walk';
import type { Item, MarkupItem, Remark } from '../model';
import { plainText } from '../rich-text';
import { computeTotals } from '../totals';
import { looksLikeGaeb90, readGaeb90 } from './reader';
import { corpusFile } from './test-helpers';

const readCorpus = (name: string) => readGaeb90(corpusFile(name));
const itemMap = (name: string) =>
  new Map(boqItems(readCorpus(name).document.award!.boq!).map((item) => [item.oz, item] as const));

describe('tender-cp437.d83', () => {
  const result = readCorpus('tender-cp437.d83');
  const boq = result.document.award!.boq!;
  const items = itemMap('tender-cp437.d83');
  const item = (oz: string) => items.get(oz) as Item;

  it('is detected as CP437 and read with its umlauts and ß', () => {
    expect(result.encoding).toBe('cp437');
    expect(boq.info.label).toBe('Rohbau Grundschule Süd');
    expect(result.document.award?.owner?.address).toMatchObject({
      name1: 'Stadt Großheim',
      name2: 'Hochbauamt, Schloßstraße 4',
    });
    expect(plainText(boqCategories(boq)[0]!.label)).toBe('Erdarbeiten und Gründung');
  });

  it('has the titles and items of the file', () => {
    expect(boqCategories(boq).map((c) => c.oz)).toEqual(['01', '01.01', '01.02']);
    expect([...items.keys()]).toEqual([
      '01.01.0010',
      '01.01.0020',
      '01.01.0030',
      '01.01.0040',
      '01.02.0010',
      '01.02.0020',
      '01.02.0030',
      '01.02.0040',
      '01.02.0050',
    ]);
  });

  it('reads kinds, quantities and units', () => {
    expect(item('01.01.0010')).toMatchObject({ qty: '125.500', unit: 'm2', provisional: null });
    expect(item('01.01.0020')).toMatchObject({ qty: '12.345', unit: 'm3', provisional: 'WithoutTotal' });
    expect(item('01.01.0030').alternative).toEqual({ group: 1, serial: 0, accepted: null });
    expect(item('01.01.0040').alternative).toEqual({ group: 1, serial: 1, accepted: null });
    expect(item('01.02.0010')).toMatchObject({ lumpSum: true, unit: 'psch', qty: '1.000' });
    expect(item('01.02.0020')).toMatchObject({ hourly: true, unit: 'h', qty: '20.000' });
    expect(item('01.02.0030').provisional).toBe('WithTotal');
    expect(items.get('01.02.0050')).toMatchObject({ kind: 'markupItem' } satisfies Partial<MarkupItem>);
  });

  it('reads short and long texts with paragraphs and text complements', () => {
    const first = item('01.01.0010');
    expect(shortText(first.description)).toBe('Oberboden abtragen, Stärke bis 30 cm');
    expect(longText(first.description)).toBe(
      'Oberboden abtragen und auf der Baustelle in Mieten lagern.\nGrößte Höhe der Mieten 2 m.\n' +
        'Abrechnung nach Fläche.\nStärke 30 cm\n…',
    );
    const complements = (first.description?.completeText?.detail?.parts ?? []).filter(
      (p) => p.kind === 'complement',
    );
    expect(
      complements.map(
        (p) => p.kind === 'complement' && [p.complement.kind, p.complement.markLabel, p.complement.empty],
      ),
    ).toEqual([
      ['Owner', '1', false],
      ['Bidder', '2', true],
    ]);
  });

  it('reads the remark of the first title and the sub-descriptions', () => {
    const remark = boqCategories(boq)[0]!.body!.entries[0] as Remark;
    expect(longText(remark.description)).toBe(
      'Vorbemerkung: Bodenklasse gemäß Gutachten vom 03.05.2023.\nAushub ist seitlich zu lagern.',
    );
    const leading = item('01.02.0040');
    expect(leading.sumDescription).toBe(true);
    expect(
      leading.subDescriptions.map((s) => [
        s.number,
        s.qty,
        shortText(s.description),
        longText(s.description),
      ]),
    ).toEqual([
      ['01', '2.000', 'Fundament 1,00 x 1,00 m', ''],
      ['02', '1.000', 'Fundament 1,50 x 1,50 m', 'Mit Köcher für Stütze.'],
    ]);
  });

  it('warns only about the record type it does not read', () => {
    expect(result.warnings).toEqual([
      {
        message: 'Satzart 79 wird nicht gelesen; ein Satz wurde übergangen.',
        element: 'Satzart 79',
        line: 46,
      },
    ]);
  });
});

describe('tender-cp850.d83', () => {
  const result = readCorpus('tender-cp850.d83');
  const boq = result.document.award!.boq!;

  it('is detected as CP850 (§ and ³ exist only there) and read with its preliminary text', () => {
    expect(result.encoding).toBe('cp850');
    const [preamble] = boq.body.entries;
    expect(preamble?.kind).toBe('remark');
    expect(longText((preamble as Remark).description)).toBe(
      'Es gelten die Bestimmungen der VOB/B, insbesondere § 4.',
    );
    expect(boq.info).toMatchObject({ label: 'Außenanlagen Spielplatz', date: '2024-02-02' });
    expect(result.document.project?.currency).toBe('EUR');
  });

  it('reads a one-level mask with index and a label over two records', () => {
    expect(plainText(boqCategories(boq)[0]!.label)).toBe(
      'Erdbau und Entwässerung, Flächen für die Spielgeräte',
    );
    expect(boqItems(boq).map((i) => [i.oz, (i as Item).unit])).toEqual([
      ['01.0010', 'm³'],
      ['01.0010.a', 'm³'],
    ]);
    expect(longText(boqItems(boq)[0]!.description)).toBe(
      'Füllboden liefern, einbauen und verdichten (§ 4 ZTV E-StB).',
    );
    expect(result.warnings).toEqual([]);
  });
});

describe('tender-1252.d83', () => {
  const result = readCorpus('tender-1252.d83');
  const boq = result.document.award!.boq!;

  it('is detected as Windows-1252 (€ and „“) and read with its lots', () => {
    expect(result.encoding).toBe('windows-1252');
    expect(boq.info.label).toBe('Sanierung Rathaus – Lose 1 und 2');
    expect(boqCategories(boq).map((c) => [c.oz, c.level, plainText(c.label)])).toEqual([
      ['01', 'lot', 'Los 1: Dachdeckerarbeiten'],
      ['01.1', 'title', 'Dachfläche Süd'],
      ['02', 'lot', 'Los 2: Klempnerarbeiten'],
      ['02.1', 'title', 'Rinnen und Fallrohre'],
    ]);
    const items = boqItems(boq);
    expect(items.map((i) => i.oz)).toEqual(['01.1.0010', '02.1.0010']);
    expect(shortText(items[0]!.description)).toBe('Ziegeldeckung „Biberschwanz“ erneuern');
    expect(longText(items[0]!.description)).toBe('Altdeckung abnehmen und entsorgen, Kosten je t ca. 80 €.');
    expect(result.document.project?.currencyLabel).toBe('Euro (€)');
    expect(result.warnings).toEqual([]);
  });
});

describe('bid.d84', () => {
  const result = readCorpus('bid.d84');
  const boq = result.document.award!.boq!;
  const items = itemMap('bid.d84');

  it('reads prices, price components, bidder texts and the totals the file states', () => {
    expect(result.document.phase).toBe('84');
    expect(items.get('01.01.0010')).toMatchObject({
      up: '3.750',
      it: '470.63',
      upComponents: ['2.500', '1.250'],
    });
    expect(longText(items.get('01.01.0010')!.description)).toBe('Fabrikat Müller, Typ Süd-2');
    expect(items.get('01.02.0010')).toMatchObject({ up: '2500.000', it: '2500.00' });
    expect(items.get('01.02.0050')).toMatchObject({ up: '2.500', it: '296.25' });
    expect(boqCategories(boq).map((c) => [c.oz, c.totals?.total])).toEqual([
      ['01', '13356.88'],
      ['01.01', '1210.63'],
      ['01.02', '12146.25'],
    ]);
    expect(boq.info.totals?.total).toBe('13356.88');
    expect(result.warnings).toEqual([]);
  });
});

describe('contract.d86', () => {
  it('reads the whole BoQ with prices', () => {
    const result = readCorpus('contract.d86');
    const [wall, skirting] = boqItems(result.document.award!.boq!) as Item[];
    expect(wall).toMatchObject({
      qty: '350.000',
      unit: 'm2',
      up: '6.300',
      it: '2205.00',
      upComponents: ['4.200', '2.100'],
    });
    expect(longText(wall!.description)).toBe('Dispersionsfarbe, zweimaliger Anstrich, Flächen über 5 m².');
    expect(skirting).toMatchObject({ up: '12.345', it: '148.14' });
    expect(result.document.award?.owner?.address?.name1).toBe('Gemeinde Weißenbach');
    expect(result.document.award?.boq?.info.totals?.total).toBe('2353.14');
    expect(result.warnings).toEqual([]);
  });

  it('states the totals the model computes from its items', () => {
    const boq = readCorpus('contract.d86').document.award!.boq!;
    const computed = computeTotals(boq, { vatPercent: '19' });
    expect(computed.total).toBe(boq.info.totals?.total);
    expect(boqCategories(boq).map((c) => computed.categories[c.id])).toEqual(
      boqCategories(boq).map((c) => c.totals?.total),
    );
  });
});

describe('looksLikeGaeb90', () => {
  it('recognises every corpus file and nothing else', () => {
    for (const name of [
      'tender-cp437.d83',
      'tender-cp850.d83',
      'tender-1252.d83',
      'bid.d84',
      'contract.d86',
    ]) {
      expect(looksLikeGaeb90(corpusFile(name)), name).toBe(true);
    }
    const text = (value: string) => new TextEncoder().encode(value);
    expect(looksLikeGaeb90(text('<?xml version="1.0"?><GAEB/>'))).toBe(false);
    expect(looksLikeGaeb90(text('#begin[GAEB]\r\n[DP]83[end]\r\n'))).toBe(false);
    expect(looksLikeGaeb90(text('00        31\r\n'))).toBe(false);
    expect(looksLikeGaeb90(new Uint8Array(0))).toBe(false);
  });
});
