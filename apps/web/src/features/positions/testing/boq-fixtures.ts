import type { Boq, BoqNode, BoqNodeDetail, BoqNodesPage, BoqTotals } from '@vendoc/contract/boqs';
import { PROJECT_ID } from '../../../lib/testing/api-fixtures';

// Test-only: a small BoQ as the API returns it, for the feature's *.test.ts(x) files.

export { PROJECT_ID };
export const BOQ_ID = 'b0b0b0b0-0000-4000-8000-000000000001';

let counter = 0;
/** A node as the API returns it, with the next id. */
export function makeNode(overrides: Partial<BoqNode> & Pick<BoqNode, 'kind'>): BoqNode {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    parentId: null,
    depth: 0,
    oz: '',
    shortText: '',
    qty: null,
    unit: null,
    unitPrice: null,
    total: null,
    measuredQty: null,
    counted: true,
    provisional: null,
    alternative: null,
    lumpSum: false,
    hourly: false,
    markupPercent: null,
    hasLongText: false,
    version: 1,
    ...overrides,
  };
}

/**
 * 01 Erdarbeiten > 01.02 Aushub > two items; 02 Zusatzleistungen with a provisional item (no price), base and
 * alternative, a provisional item without total, an hourly item and a remark.
 */
export function sampleNodes() {
  // The same ids on every call, so a test can name rows before the page has loaded them.
  counter = 0;
  const t01 = makeNode({ kind: 'title', oz: '01', shortText: 'Erdarbeiten', total: '3000.00' });
  const t0102 = makeNode({
    kind: 'title',
    oz: '01.02',
    shortText: 'Aushub',
    parentId: t01.id,
    depth: 1,
    total: '3000.00',
  });
  const soil = makeNode({
    kind: 'item',
    oz: '01.02.0010',
    shortText: 'Boden lösen und lagern',
    parentId: t0102.id,
    depth: 2,
    qty: '100.000',
    unit: 'm3',
    unitPrice: '25.000',
    total: '2500.00',
    hasLongText: true,
    version: 4,
  });
  const site = makeNode({
    kind: 'item',
    oz: '01.02.0020',
    shortText: 'Baustelle einrichten',
    parentId: t0102.id,
    depth: 2,
    unit: 'psch',
    unitPrice: '500.000',
    total: '500.00',
    lumpSum: true,
  });
  const t02 = makeNode({ kind: 'title', oz: '02', shortText: 'Zusatzleistungen', total: '1300.00' });
  const provisional = makeNode({
    kind: 'item',
    oz: '02.0010',
    shortText: 'Fundament nach Bedarf',
    parentId: t02.id,
    depth: 1,
    qty: '5.000',
    unit: 'Stk',
    provisional: 'withTotal',
  });
  const base = makeNode({
    kind: 'item',
    oz: '02.0020',
    shortText: 'Bodenbelag Standard',
    parentId: t02.id,
    depth: 1,
    qty: '10.000',
    unit: 'm2',
    unitPrice: '40.000',
    total: '400.00',
    alternative: { group: 1, serial: 0 },
  });
  const alternative = makeNode({
    kind: 'item',
    oz: '02.0030',
    shortText: 'Bodenbelag Premium',
    parentId: t02.id,
    depth: 1,
    qty: '10.000',
    unit: 'm2',
    unitPrice: '60.000',
    total: '600.00',
    alternative: { group: 1, serial: 1 },
    counted: false,
  });
  const optional = makeNode({
    kind: 'item',
    oz: '02.0040',
    shortText: 'Wasserhaltung',
    parentId: t02.id,
    depth: 1,
    qty: '1.000',
    unit: 'psch',
    unitPrice: '800.000',
    total: '800.00',
    provisional: 'withoutTotal',
    counted: false,
  });
  const hourly = makeNode({
    kind: 'item',
    oz: '02.0050',
    shortText: 'Stundenlohnarbeiten Elektrik',
    parentId: t02.id,
    depth: 1,
    qty: '20.000',
    unit: 'Std',
    unitPrice: '45.000',
    total: '900.00',
    hourly: true,
  });
  const remark = makeNode({
    kind: 'remark',
    shortText: 'Alle Preise frei Baustelle.',
    parentId: t02.id,
    depth: 1,
  });
  return { t01, t0102, soil, site, t02, provisional, base, alternative, optional, hourly, remark };
}

export type SampleNodes = ReturnType<typeof sampleNodes>;

/** The nodes in tree order. */
export function inTreeOrder(nodes: SampleNodes): BoqNode[] {
  const { t01, t0102, soil, site, t02, provisional, base, alternative, optional, hourly, remark } = nodes;
  return [t01, t0102, soil, site, t02, provisional, base, alternative, optional, hourly, remark];
}

export const SAMPLE_TOTALS: BoqTotals = {
  total: '4300.00',
  discountPercent: null,
  net: '4300.00',
  vatParts: [{ vatPercent: '19.00', net: '4300.00', vat: '817.00' }],
  vat: '817.00',
  gross: '5117.00',
  unpricedItems: 1,
};

export function makeBoq(overrides: Partial<Boq> = {}): Boq {
  return {
    id: BOQ_ID,
    projectId: PROJECT_ID,
    name: 'LV Testhalle',
    kind: 'tender',
    phase: '83',
    gaebVersion: '3.3',
    sourceFileName: 'boq.x83',
    breakdown: [
      { type: 'BoQLevel', label: null, length: 2, numeric: true },
      { type: 'BoQLevel', label: null, length: 2, numeric: true },
      { type: 'Item', label: null, length: 4, numeric: true },
    ],
    currency: 'EUR',
    vatPercent: '19',
    counts: { categories: 3, items: 7 },
    totals: SAMPLE_TOTALS,
    version: 2,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** One page with every node. */
export function onePage(nodes: BoqNode[]): BoqNodesPage {
  return { items: nodes, nextCursor: null, total: nodes.length };
}

/** The detail of a node with a long text that uses every kind of rich text. */
export function richDetail(node: BoqNode): BoqNodeDetail {
  return {
    ...node,
    longText: [
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Boden ' },
          { type: 'text', text: 'lösen', bold: true },
          { type: 'text', text: ' und seitlich lagern.' },
          { type: 'break' },
          { type: 'text', text: 'Bodenklasse ' },
          { type: 'complement', markLabel: '1', owner: true, text: '3-5' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'paragraph', inlines: [{ type: 'text', text: 'Aushub bis 2 m' }] }]],
      },
      {
        type: 'table',
        rows: [
          [
            { header: true, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Klasse' }] }] },
            { header: true, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Tiefe' }] }] },
          ],
          [
            { header: false, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: '3' }] }] },
            { header: false, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: '1,5 m' }] }] },
          ],
        ],
      },
    ],
  };
}
