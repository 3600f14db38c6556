// The same BoQ as GAEB DA XML (written by writer.ts, read by reader.ts) and as GAEB 90 (written by generate.ts,
// read by reader.ts here) must read into equal models: an import from a D83 behaves as one from an X83.
import { describe, expect, it } from 'vitest';
import { longText, shortText } from '../boq-walk';
import type {
  BodyEntry,
  BoQ,
  BoQBody,
  Category,
  GaebDocument,
  Item,
  ItemlistEntry,
  MarkupItem,
} from '../model';
import { emptyAddress } from '../model';
import type { Description, TextComplement } from '../model-text';
import { toCanonical } from '@vendoc/money/decimal';
import { readGaeb } from '../reader';
import { plainText, richTextFromPlainText } from '../rich-text';
import { makeItem, makeMarkupItem } from '../test-support/model-factory';
import { writeGaeb } from '../writer';
import { generateGaeb90, type Gaeb90Phase } from './generate';
import { readGaeb90 } from './reader';

const complement = (kind: 'Owner' | 'Bidder', markLabel: string, body: string | null): TextComplement => ({
  markLabel,
  kind,
  empty: body === null,
  caption: null,
  body: body === null ? null : richTextFromPlainText(body),
  tail: null,
});

function description(
  short: string,
  paragraphs: string[] = [],
  complements: TextComplement[] = [],
): Description {
  return {
    wicNo: null,
    completeText: {
      detail: {
        parts: [
          ...(paragraphs.length > 0
            ? [
                {
                  kind: 'text' as const,
                  text: { blocks: paragraphs.map((p) => richTextFromPlainText(p).blocks[0]!), source: null },
                },
              ]
            : []),
          ...complements.map((c) => ({ kind: 'complement' as const, complement: c })),
        ],
      },
      outline: richTextFromPlainText(short),
    },
    outline: null,
  };
}

const item = (rNoPart: string, fields: Partial<Item>): Item =>
  makeItem({ id: `I${rNoPart}`, rNoPart, oz: rNoPart, ...fields });

function title(
  id: string,
  rNoPart: string,
  label: string,
  entries: BodyEntry[],
  itemlist: ItemlistEntry[] | null,
): Category {
  return {
    kind: 'category',
    id,
    rNoPart,
    oz: rNoPart,
    level: 'title',
    label: richTextFromPlainText(label),
    changeOrder: null,
    notApplicable: false,
    body: { entries, itemlist },
    totals: null,
  };
}

const longParagraph =
  'Mauerwerk aus Kalksandstein nach DIN EN 771-2, Rohdichteklasse 2,0, Druckfestigkeitsklasse 20, in ' +
  'Dünnbettmörtel versetzen, einschließlich aller Zulagen für Anschlüsse an Stützen, Decken und Wände.';

/** A BoQ with every item kind, texts with umlauts, complements, sub-descriptions, a remark and prices. */
function tender(): GaebDocument {
  const items: ItemlistEntry[] = [
    item('0010', {
      qty: '125.500',
      unit: 'm2',
      up: '3.750',
      it: '470.63',
      upComponents: ['2.500', '1.250'],
      description: description(
        'Oberboden abtragen, Stärke bis 30 cm',
        [longParagraph, 'Größte Höhe der Mieten 2 m.'],
        [complement('Owner', '1', 'Stärke 30 cm'), complement('Bidder', '2', null)],
      ),
    }),
    item('0020', {
      qty: '12.345',
      unit: 'm3',
      up: '12.000',
      it: '148.14',
      provisional: 'WithoutTotal',
      description: description('Boden Klasse 6 lösen'),
    }),
    item('0030', {
      qty: '5.000',
      unit: 't',
      up: '1450.000',
      it: '7250.00',
      provisional: 'WithTotal',
      description: description('Betonstahl'),
    }),
    item('0040', {
      qty: '40.000',
      unit: 'm',
      up: '18.500',
      it: '740.00',
      alternative: { group: 1, serial: 0, accepted: null },
      description: description('Drainrohr DN 100'),
    }),
    item('0050', {
      qty: '40.000',
      unit: 'm',
      up: '24.750',
      it: '990.00',
      alternative: { group: 1, serial: 1, accepted: null },
      description: description('Drainrohr DN 150'),
    }),
    item('0060', {
      qty: '1.000',
      unit: 'psch',
      up: '2500.000',
      it: '2500.00',
      lumpSum: true,
      description: description('Baustelleneinrichtung'),
    }),
    item('0070', {
      qty: '20.000',
      unit: 'h',
      up: '48.000',
      it: '960.00',
      hourly: true,
      description: description('Facharbeiter'),
    }),
    item('0080', {
      qty: '3.000',
      unit: 'St',
      up: '380.000',
      it: '1140.00',
      sumDescription: true,
      description: description('Einzelfundamente', ['Beton C25/30.']),
      subDescriptions: [
        {
          number: '01',
          description: description('Fundament klein', ['Mit Köcher für Stütze.']),
          qty: '2.000',
          unit: 'St',
          up: null,
        },
        { number: '02', description: description('Fundament groß'), qty: '1.000', unit: 'St', up: null },
      ],
    }),
    makeMarkupItem({
      id: 'M0090',
      rNoPart: '0090',
      oz: '0090',
      markupPercent: '2.50',
      it: '309.52',
      description: description('Zuschlag Winterbau'),
    }),
  ];
  const remark = {
    kind: 'remark' as const,
    id: 'R1',
    description: description('', ['Vorbemerkung: Boden gemäß Gutachten.']),
  };
  const boq: BoQ = {
    id: 'B1',
    info: {
      name: 'Rohbau Grundschule Süd',
      label: 'Rohbau Grundschule Süd',
      date: '2024-01-14',
      outlineCompleteness: null,
      breakdown: [
        { type: 'BoQLevel', label: null, length: 2, numeric: true, alignment: null },
        { type: 'BoQLevel', label: null, length: 2, numeric: true, alignment: null },
        { type: 'Item', label: null, length: 4, numeric: true, alignment: null },
      ],
      upComponentCount: null,
      upComponentLabels: [],
      totals: null,
    },
    body: {
      entries: [
        title(
          'C01',
          '01',
          'Erdarbeiten und Gründung',
          [remark, title('C0101', '01', 'Baugrube', [], items)],
          null,
        ),
        title(
          'C02',
          '02',
          'Außenanlagen',
          [
            title(
              'C0201',
              '01',
              'Pflaster',
              [],
              [
                item('0010', {
                  qty: '80.000',
                  unit: 'm2',
                  up: '45.000',
                  it: '3600.00',
                  description: description('Pflaster verlegen', ['Betonsteinpflaster 8 cm.']),
                }),
              ],
            ),
          ],
          null,
        ),
      ],
      itemlist: null,
    },
  };
  return {
    version: '3.3',
    phase: '83',
    namespace: '',
    info: { version: null, versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: {
      name: 'Neubau Grundschule Südstadt',
      label: 'Neubau Grundschule Südstadt',
      currency: 'EUR',
      currencyLabel: 'Euro',
    },
    award: {
      container: 'Award',
      dp: '83',
      info: {
        currency: 'EUR',
        currencyLabel: 'Euro',
        bidDate: null,
        constructionStart: null,
        constructionEnd: null,
        contractNo: null,
        contractDate: null,
      },
      owner: { address: { ...emptyAddress(), name1: 'Stadt Großheim' } },
      contractor: null,
      boq,
    },
  };
}

/** Texts as GAEB 90 can carry them: plain, whitespace (line wrapping, paragraph breaks) collapsed. */
const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
const texts = (d: Description | null) => ({ short: flat(shortText(d)), long: flat(longText(d)) });
const complements = (d: Description | null, only?: string) =>
  (d?.completeText?.detail?.parts ?? []).flatMap((part) =>
    part.kind === 'complement' && (only === undefined || part.complement.kind === only)
      ? [
          {
            kind: part.complement.kind,
            mark: part.complement.markLabel,
            body: flat(plainText(part.complement.body)),
          },
        ]
      : [],
  );

/**
 * What both formats carry of a BoQ. Left out, because GAEB 90 cannot carry it: IDs; rich-text markup and
 * formatting (texts compared as plain text with whitespace collapsed: GAEB 90 wraps lines at fixed columns);
 * TextComplement captions, tails and the Empty flag of owner complements; KeyIt, MarkupIt, UPBkdn, NotAppl,
 * NotOffered, change orders, QtyTBD, item discounts and VAT rates, bidder comments, WICNo, performance
 * descriptions, SubDescr unit prices, Accepted of alternatives, MarkupType (GAEB 90 knows one kind) and ITMarkup;
 * breakdown labels and alignment, OutlCompl, labels of unit price components, totals other than the net total;
 * GAEBInfo, addresses beyond the name lines, and the difference between name and label (one field each).
 */
function carried(boq: BoQ, phase: Gaeb90Phase) {
  const priced = phase !== '83';
  const bid = phase === '84';
  const entry = (e: BodyEntry | ItemlistEntry): unknown => {
    if (e.kind === 'category') {
      return {
        kind: 'category',
        oz: e.oz,
        level: e.level,
        label: bid ? null : flat(plainText(e.label)),
        total: priced ? (e.totals?.total ?? null) : null,
        body: body(e.body),
      };
    }
    if (e.kind === 'remark') return { kind: 'remark', ...texts(e.description) };
    if (e.kind === 'item' || e.kind === 'markupItem') return itemOf(e);
    return { kind: e.kind };
  };
  const itemOf = (e: Item | MarkupItem) => {
    const prices =
      e.kind === 'item'
        ? { up: e.up, it: e.it, upComponents: e.upComponents }
        : { percent: e.markupPercent, it: e.it };
    // A bid does not say which positions are markup items (the tender does): the percentage is its unit price.
    const price = e.kind === 'item' ? e.up : e.markupPercent;
    const upComponents = e.kind === 'item' ? e.upComponents : [];
    if (bid)
      return {
        oz: e.oz,
        price: price && toCanonical(price, 3),
        it: e.it,
        upComponents,
        bidder: complements(e.description, 'Bidder'),
      };
    const common = {
      kind: e.kind,
      oz: e.oz,
      rNoPart: e.rNoPart,
      rNoIndex: e.rNoIndex,
      alternative: e.alternative && { group: e.alternative.group, serial: e.alternative.serial },
      provisional: e.provisional,
      ...texts(e.description),
      complements: complements(e.description),
      ...(priced ? prices : {}),
    };
    if (e.kind === 'markupItem') return common;
    return {
      ...common,
      qty: e.qty,
      unit: e.unit,
      lumpSum: e.lumpSum,
      hourly: e.hourly,
      sumDescription: e.sumDescription,
      subDescriptions: e.subDescriptions.map((s) => ({
        number: s.number,
        qty: s.qty,
        unit: s.unit,
        ...texts(s.description),
      })),
    };
  };
  const body = (b: BoQBody | null): unknown =>
    b === null
      ? null
      : {
          entries: b.entries.map(entry),
          itemlist: b.itemlist?.filter((e) => !bid || e.kind !== 'remark').map(entry) ?? null,
        };
  return {
    // X84 repeats no BoQ name.
    name: bid ? null : boq.info.label,
    date: bid ? null : boq.info.date,
    breakdown: boq.info.breakdown.map(({ type, length, numeric }) => ({ type, length, numeric })),
    total: priced ? (boq.info.totals?.total ?? null) : null,
    body: body(boq.body),
  };
}

/** The tender with its two top titles in two lots (records 10 and 33 in GAEB 90). */
function withLots(doc: GaebDocument): GaebDocument {
  const boq = doc.award!.boq!;
  boq.info.breakdown.unshift({ type: 'Lot', label: null, length: 2, numeric: true, alignment: null });
  boq.body.entries = boq.body.entries.map((entry, i) => ({
    ...title(`L${i + 1}`, String(i + 1).padStart(2, '0'), `Los ${i + 1}`, [entry], null),
    level: 'lot' as const,
  }));
  return doc;
}

const readBoth = (phase: Gaeb90Phase, encoding: 'cp437' | 'cp850' | 'windows-1252', lots = false) => {
  const doc = lots ? withLots(tender()) : tender();
  const xml = readGaeb(
    writeGaeb(doc, { phase: Number(phase) as 83 | 84 | 86, now: new Date('2024-01-15T10:00:00Z') }).xml,
  );
  const d8x = readGaeb90(generateGaeb90(doc, { phase, encoding }));
  return { xml, d8x };
};

describe('the same BoQ as GAEB DA XML and as GAEB 90', () => {
  it.each([
    ['83', 'cp437', false],
    ['83', 'windows-1252', false],
    ['86', 'cp850', false],
    ['84', 'cp437', false],
    ['83', 'cp437', true],
    ['86', 'windows-1252', true],
    ['84', 'cp850', true],
  ] as const)(
    'D%s (%s, lots: %s) reads into the model its DA XML twin reads into',
    (phase, encoding, lots) => {
      const { xml, d8x } = readBoth(phase, encoding, lots);
      expect(d8x.warnings).toEqual([]);
      // Umlauts and ß are the same bytes in CP437 and CP850: a text without signs only CP850 has reads as CP437.
      expect(d8x.encoding).toBe(encoding === 'cp850' ? 'cp437' : encoding);
      expect(d8x.document.phase).toBe(xml.document.phase);
      expect(carried(d8x.document.award!.boq!, phase)).toEqual(carried(xml.document.award!.boq!, phase));
    },
  );

  it('carries project, client and currency like the X83', () => {
    const { xml, d8x } = readBoth('83', 'cp437');
    const header = (doc: GaebDocument) => ({
      project: doc.project?.name ?? doc.project?.label,
      currency: doc.award?.info?.currency,
      client: doc.award?.owner?.address?.name1,
    });
    expect(header(d8x.document)).toEqual(header(xml.document));
    expect(header(d8x.document)).toEqual({
      project: 'Neubau Grundschule Südstadt',
      currency: 'EUR',
      client: 'Stadt Großheim',
    });
  });

  it('the comparison sees a difference (a changed quantity)', () => {
    const doc = tender();
    const d83 = readGaeb90(generateGaeb90(doc, { phase: '83' }));
    const changed = structuredClone(doc);
    const first = ((changed.award!.boq!.body.entries[0] as Category).body!.entries[1] as Category).body!
      .itemlist![0] as Item;
    first.qty = '125.000';
    const x83 = readGaeb(writeGaeb(changed, { phase: 83 }).xml);
    expect(carried(d83.document.award!.boq!, '83')).not.toEqual(carried(x83.document.award!.boq!, '83'));
  });
});
