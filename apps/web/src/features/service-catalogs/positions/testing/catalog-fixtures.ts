import type { Role } from '@vendoc/contract/auth';
import type { WageRate } from '@vendoc/contract/company';
import type {
  Article,
  CatalogCategory,
  CatalogPosition,
  CatalogPositionDetail,
  ServiceCatalog,
} from '@vendoc/contract/service-catalogs';
import { meAs } from '../../../../lib/testing/api-fixtures';
import { apiStub } from '../../../../lib/testing/fake-api';
import { withCostPrice } from '../../catalogs/testing/catalog-fixtures';

// Test-only: a small window catalog as the API returns it, for the position and variant management tests.

export const CATALOG_ID = 'ca7a1060-0000-4000-8000-000000000001';
export const CATALOG_PATH = `/api/v1/service-catalogs/${CATALOG_ID}`;
const STAMP = '2026-11-20T08:00:00.000Z';

export const WINDOWS_ID = 'ca7e6041-0000-4000-8000-000000000001';
export const DOORS_ID = 'ca7e6041-0000-4000-8000-000000000002';
export const FRAME_ID = 'a271c1e0-0000-4000-8000-000000000001';
export const GLASS_ID = 'a271c1e0-0000-4000-8000-000000000002';
export const FITTER_RATE_ID = '33333333-3333-4333-8333-333333333333';
export const WINDOW_ID = '9051710e-0000-4000-8000-000000000001';
export const DOOR_ID = '9051710e-0000-4000-8000-000000000002';
export const SILL_ID = '9051710e-0000-4000-8000-000000000003';

export const catalog: ServiceCatalog = {
  id: CATALOG_ID,
  name: 'Fenster und Türen',
  trade: 'Fensterbau',
  description: null,
  counts: { articles: 2, positions: 3, categories: 2 },
  version: 1,
  createdAt: STAMP,
  updatedAt: STAMP,
};

export const categories: CatalogCategory[] = [
  { id: WINDOWS_ID, parentId: null, number: '01', name: 'Fenster', version: 1 },
  { id: DOORS_ID, parentId: null, number: '02', name: 'Türen', version: 1 },
];

export const wageRates: WageRate[] = [
  { id: FITTER_RATE_ID, name: 'Monteur', hourlyRate: '58.50', version: 1 },
];

function article(overrides: Partial<Article> & Pick<Article, 'id' | 'number' | 'shortText'>): Article {
  return withCostPrice(articleFields(overrides), overrides);
}

function articleFields(
  overrides: Partial<Article> & Pick<Article, 'id' | 'number' | 'shortText'>,
): Omit<Article, 'costPrice' | 'costPriceBasis'> {
  return {
    catalogId: CATALOG_ID,
    catalogName: catalog.name,
    longText: null,
    unit: 'St',
    priceUnit: '1',
    purchasePrice: null,
    listPrice: null,
    discountGroup: null,
    productGroup: null,
    supplier: null,
    manufacturer: null,
    ean: null,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export const frame = article({
  id: FRAME_ID,
  number: '4711',
  shortText: 'Fensterelement Kunststoff',
  purchasePrice: '250.00',
});
/** Priced per 100 m2: 0,5 m2 cost 22,50 €. */
export const glass = article({
  id: GLASS_ID,
  number: '0815',
  shortText: 'Isolierglas 2-fach',
  unit: 'm2',
  priceUnit: '100',
  purchasePrice: '4500.00',
});

/**
 * Kunststofffenster: 1 frame at 250,00 € plus 15 % = 287,50; 90 minutes at 58,50 €/h = 87,75 plus 20 % = 105,30;
 * net 392,80 €. The sheet is written out by hand, as the server would send it.
 */
export function windowDetail(overrides: Partial<CatalogPositionDetail> = {}): CatalogPositionDetail {
  return {
    id: WINDOW_ID,
    catalogId: CATALOG_ID,
    categoryId: WINDOWS_ID,
    number: '01.0010',
    shortText: 'Kunststofffenster 1-flügelig',
    unit: 'St',
    stlbCode: null,
    calculatedPrice: '392.80',
    priceOverride: null,
    unitPrice: '392.80',
    calculationComplete: true,
    variantGroups: 0,
    version: 1,
    updatedAt: STAMP,
    longText: [
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Fenster aus ' },
          { type: 'text', text: 'Kunststoff', bold: true },
          { type: 'text', text: ', weiß, liefern und einbauen.' },
        ],
      },
    ],
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: FRAME_ID, quantity: '1' },
        { id: 'fitting', kind: 'labour', wageRateId: FITTER_RATE_ID, minutes: '90' },
      ],
      markups: { material: '15', labour: '20', equipment: '10', subcontractor: '5' },
    },
    variants: { groups: [], exclusions: [] },
    parameters: [],
    formulas: { quantity: null, components: {} },
    sheet: {
      lines: [
        {
          componentId: 'frame',
          kind: 'article',
          costType: 'material',
          label: 'Fensterelement Kunststoff',
          quantity: '1',
          unit: 'St',
          unitCost: '250.00',
          cost: '250.00',
          problem: null,
        },
        {
          componentId: 'fitting',
          kind: 'labour',
          costType: 'labour',
          label: 'Monteur',
          quantity: '90',
          unit: null,
          unitCost: '58.50',
          cost: '87.75',
          problem: null,
        },
      ],
      costTypes: [
        { costType: 'material', cost: '250.00', markupPercent: '15', markup: '37.50', total: '287.50' },
        { costType: 'labour', cost: '87.75', markupPercent: '20', markup: '17.55', total: '105.30' },
        { costType: 'equipment', cost: '0.00', markupPercent: '10', markup: '0.00', total: '0.00' },
        { costType: 'subcontractor', cost: '0.00', markupPercent: '5', markup: '0.00', total: '0.00' },
      ],
      net: '392.80',
      unitPrice: '392.80',
      complete: true,
    },
    ...overrides,
  };
}

/** The list row of a detail. */
export function rowOf(detail: CatalogPositionDetail): CatalogPosition {
  const {
    longText: _longText,
    calculation: _calculation,
    variants: _variants,
    parameters: _parameters,
    formulas: _formulas,
    sheet: _sheet,
    ...row
  } = detail;
  return row;
}

export const door: CatalogPosition = {
  ...rowOf(windowDetail()),
  id: DOOR_ID,
  categoryId: DOORS_ID,
  number: '02.0010',
  shortText: 'Haustür Aluminium',
  calculatedPrice: '1850.00',
  priceOverride: '1990.00',
  unitPrice: '1990.00',
};

export const sill: CatalogPosition = {
  ...rowOf(windowDetail()),
  id: SILL_ID,
  number: '01.0020',
  shortText: 'Fensterbank außen',
  unit: 'm',
  calculatedPrice: '0.00',
  unitPrice: '0.00',
  calculationComplete: false,
};

/** Answers every request the management pages make for the sample catalog. */
export function serveCatalog(role: Role = 'office', detail: CatalogPositionDetail = windowDetail()) {
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', CATALOG_PATH, { status: 200, data: catalog });
  apiStub.on('GET', `${CATALOG_PATH}/categories`, { status: 200, data: { items: categories } });
  apiStub.on('GET', '/api/v1/company', { status: 200, data: { wageRates } });
  apiStub.on('GET', `${CATALOG_PATH}/positions`, (request) => {
    const categoryId = request.query.get('categoryId');
    const items = [rowOf(detail), sill, door].filter(
      (row) => categoryId === null || row.categoryId === categoryId,
    );
    return { status: 200, data: { items, nextCursor: null, total: items.length } };
  });
  apiStub.on('GET', `${CATALOG_PATH}/positions/${WINDOW_ID}`, { status: 200, data: detail });
  // GET /articles/{id} answers the detail: the article with its price history and usage.
  apiStub.on('GET', `/api/v1/articles/${FRAME_ID}`, {
    status: 200,
    data: { ...frame, prices: [], usedByPositions: 1 },
  });
  apiStub.on('GET', `/api/v1/articles/${GLASS_ID}`, {
    status: 200,
    data: { ...glass, prices: [], usedByPositions: 1 },
  });
  apiStub.on('GET', `${CATALOG_PATH}/articles`, (request) => {
    const q = (request.query.get('q') ?? '').toLowerCase();
    const items = [frame, glass].filter(
      (entry) => entry.number.includes(q) || entry.shortText.toLowerCase().includes(q),
    );
    return { status: 200, data: { items, nextCursor: null, total: items.length } };
  });
}

/**
 * The window with two variant groups: Farbe (Weiß by default, Anthrazit +8 %) and Verglasung (2-fach by default,
 * 3-fach replacing the frame, Ornament +35,00 € per unit); Anthrazit excludes Ornament.
 */
export function windowWithVariants(overrides: Partial<CatalogPositionDetail> = {}): CatalogPositionDetail {
  return windowDetail({
    variantGroups: 2,
    variants: {
      groups: [
        {
          id: 'g-colour',
          name: 'Farbe',
          options: [
            {
              id: 'o-white',
              name: 'Weiß',
              textAddition: 'Farbe: weiß',
              effect: { kind: 'none' },
              isDefault: true,
            },
            {
              id: 'o-anthracite',
              name: 'Anthrazit',
              textAddition: 'Farbe: anthrazit RAL 7016',
              effect: { kind: 'percent', percent: '8' },
              isDefault: false,
            },
          ],
        },
        {
          id: 'g-glazing',
          name: 'Verglasung',
          options: [
            { id: 'o-double', name: '2-fach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'o-triple',
              name: '3-fach',
              textAddition: 'Dreifachverglasung',
              effect: {
                kind: 'replaceComponents',
                replaces: ['frame'],
                components: [{ id: 'frame-3', kind: 'article', articleId: GLASS_ID, quantity: '2' }],
              },
              isDefault: false,
            },
            {
              id: 'o-ornament',
              name: 'Ornament',
              textAddition: 'Ornamentglas',
              effect: { kind: 'perUnit', amount: '35' },
              isDefault: false,
            },
          ],
        },
      ],
      exclusions: [['o-anthracite', 'o-ornament']],
    },
    ...overrides,
  });
}
