import type { Boq } from '@vendoc/contract/boqs';
import type {
  ApplyMatchesResponse,
  BoqMatches,
  BoqMatchItem,
  MatchCandidate,
} from '@vendoc/contract/matches';
import type { CatalogPosition, ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { PROJECT_ID } from '../../../../lib/testing/api-fixtures';

// Test-only: a masonry catalog and a tender BoQ's matches as the API returns them, for the matching page tests.

const STAMP = '2026-11-20T08:00:00.000Z';
export { PROJECT_ID };
export const CATALOG_ID = 'ca7a1060-0000-4000-8000-0000000000a1';
export const BOQ_ID = 'b0a00000-0000-4000-8000-0000000000b1';
export const MATCHES_PATH = `/api/v1/boqs/${BOQ_ID}/matches`;
export const CATALOG_PATH = `/api/v1/service-catalogs/${CATALOG_ID}`;

export const NODE_WALL = 'a0de0000-0000-4000-8000-000000000001';
export const NODE_PLASTER = 'a0de0000-0000-4000-8000-000000000002';
export const NODE_LINTEL = 'a0de0000-0000-4000-8000-000000000003';
export const NODE_SPECIAL = 'a0de0000-0000-4000-8000-000000000004';

export const POS_WALL = '9051000a-0000-4000-8000-000000000001';
export const POS_WALL_175 = '9051000a-0000-4000-8000-000000000002';
export const POS_WALL_PORO = '9051000a-0000-4000-8000-000000000003';
export const POS_PLASTER = '9051000a-0000-4000-8000-000000000004';
export const POS_LIME_PLASTER = '9051000a-0000-4000-8000-000000000005';
export const POS_LINTEL = '9051000a-0000-4000-8000-000000000006';
export const POS_SKIM = '9051000a-0000-4000-8000-000000000007';

export const catalog: ServiceCatalog = {
  id: CATALOG_ID,
  name: 'Rohbau Mauerwerk',
  trade: 'Maurerarbeiten',
  description: null,
  counts: { articles: 0, positions: 7, categories: 0 },
  version: 1,
  createdAt: STAMP,
  updatedAt: STAMP,
};

export function makeBoq(overrides: Partial<Boq> = {}): Boq {
  return {
    id: BOQ_ID,
    projectId: PROJECT_ID,
    name: 'LV Rohbau',
    kind: 'tender',
    phase: '83',
    gaebVersion: '3.3',
    sourceFileName: 'rohbau.x83',
    breakdown: [],
    currency: 'EUR',
    vatPercent: '19.000',
    counts: { categories: 1, items: 4 },
    totals: {
      total: '0.00',
      discountPercent: null,
      net: '0.00',
      vatParts: [],
      vat: '0.00',
      gross: '0.00',
      unpricedItems: 4,
    },
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

function candidate(
  overrides: Partial<MatchCandidate> & Pick<MatchCandidate, 'positionId' | 'number' | 'shortText'>,
): MatchCandidate {
  return { unit: 'm2', unitPrice: null, score: 0.5, reasons: [], ...overrides };
}

export const wallBest = candidate({
  positionId: POS_WALL,
  number: '02.0010',
  shortText: 'KS-Mauerwerk 24 cm, Dünnbettmörtel',
  unitPrice: '58.400',
  score: 0.86,
  reasons: [
    { kind: 'text', similarity: 0.82 },
    { kind: 'unit', compatible: true, tenderUnit: 'm2', catalogUnit: 'm2' },
    { kind: 'history', accepted: 3, rejected: 0, similarity: 0.91 },
  ],
});
export const wallSecond = candidate({
  positionId: POS_WALL_175,
  number: '02.0020',
  shortText: 'KS-Mauerwerk 17,5 cm, Dünnbettmörtel',
  unitPrice: '49.100',
  score: 0.64,
  reasons: [{ kind: 'text', similarity: 0.71 }],
});
export const wallThird = candidate({
  positionId: POS_WALL_PORO,
  number: '02.0030',
  shortText: 'Porenbeton-Mauerwerk 24 cm',
  unitPrice: '61.250',
  score: 0.41,
  reasons: [{ kind: 'text', similarity: 0.44 }],
});
export const plasterBest = candidate({
  positionId: POS_PLASTER,
  number: '05.0010',
  shortText: 'Gipsputz einlagig, Wände',
  unit: 'm',
  unitPrice: '18.755',
  score: 0.65,
  reasons: [
    { kind: 'text', similarity: 0.77 },
    { kind: 'unit', compatible: false, tenderUnit: 'm2', catalogUnit: 'm' },
    { kind: 'stlb', code: '023-01' },
  ],
});
export const plasterSecond = candidate({
  positionId: POS_LIME_PLASTER,
  number: '05.0020',
  shortText: 'Kalkzementputz, Wände',
  unitPrice: '21.000',
  score: 0.52,
  reasons: [{ kind: 'text', similarity: 0.6 }],
});
export const lintelBest = candidate({
  positionId: POS_LINTEL,
  number: '03.0010',
  shortText: 'Sturz Stahlbeton-Fertigteil',
  unit: 'St',
  unitPrice: '42.000',
  score: 0.93,
  reasons: [
    { kind: 'text', similarity: 0.9 },
    { kind: 'oz', detail: '01.0030' },
  ],
});

/** Four items: two open with suggestions, one accepted, one without any suggestion. */
export function sampleItems(): BoqMatchItem[] {
  return [
    {
      nodeId: NODE_WALL,
      oz: '01.0010',
      shortText: 'Mauerwerk aus KS-Steinen, d = 24 cm',
      qty: '120.500',
      unit: 'm2',
      unitPrice: null,
      accepted: null,
      rejectedPositionIds: [],
      candidates: [wallBest, wallSecond, wallThird],
    },
    {
      nodeId: NODE_PLASTER,
      oz: '01.0020',
      shortText: 'Innenwandputz Gips, einlagig',
      qty: '300.000',
      unit: 'm2',
      unitPrice: null,
      accepted: null,
      rejectedPositionIds: [],
      candidates: [plasterBest, plasterSecond],
    },
    {
      nodeId: NODE_LINTEL,
      oz: '01.0030',
      shortText: 'Fertigteilsturz 1,01 m',
      qty: '14.000',
      unit: 'St',
      unitPrice: null,
      accepted: {
        positionId: POS_LINTEL,
        number: lintelBest.number,
        shortText: lintelBest.shortText,
        unit: 'St',
        unitPrice: '42.000',
        optionIds: [],
        score: 0.93,
      },
      rejectedPositionIds: [],
      candidates: [lintelBest],
    },
    {
      nodeId: NODE_SPECIAL,
      oz: '01.0040',
      shortText: 'Sonderbauteil nach Zeichnung',
      qty: '1.000',
      unit: 'psch',
      unitPrice: null,
      accepted: null,
      rejectedPositionIds: [],
      candidates: [],
    },
  ];
}

export function matchesOf(items: BoqMatchItem[]): BoqMatches {
  return { boqId: BOQ_ID, catalogId: CATALOG_ID, items };
}

/** A catalog position as the positions list returns it. */
export function makePosition(
  overrides: Partial<CatalogPosition> & Pick<CatalogPosition, 'id' | 'number' | 'shortText'>,
): CatalogPosition {
  return {
    catalogId: CATALOG_ID,
    categoryId: null,
    unit: 'm2',
    stlbCode: null,
    calculatedPrice: null,
    priceOverride: null,
    unitPrice: null,
    calculationComplete: true,
    variantGroups: 0,
    version: 1,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** The answer of applying the prices: three set (120,5 × 58,40 + 300 × 18,755 + 14 × 42), one skipped. */
export const applyResult: ApplyMatchesResponse = {
  updated: 3,
  skipped: [
    {
      nodeId: NODE_SPECIAL,
      oz: '01.0040',
      reason: 'Die Katalogposition hat keinen Preis (Kalkulation unvollständig).',
    },
  ],
  totals: {
    total: '13251.70',
    discountPercent: null,
    net: '13251.70',
    vatParts: [{ vatPercent: '19.000', net: '13251.70', vat: '2517.82' }],
    vat: '2517.82',
    gross: '15769.52',
    unpricedItems: 1,
  },
  boqVersion: 2,
};
