import type { Article, ArticleDetail, ServiceCatalog } from '@vendoc/contract/service-catalogs';

// Test-only: records as the API returns them, for *.test.tsx files; never imported by production code.

export const CATALOG_ID = '5a1c7e2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
export const OTHER_CATALOG_ID = '6b2d8f3c-4e5a-4b7c-9d0e-1f2a3b4c5d6e';

/** A catalog as the API returns it. */
export function makeCatalog(overrides: Partial<ServiceCatalog> = {}): ServiceCatalog {
  return {
    id: CATALOG_ID,
    name: 'Trockenbau 2026',
    trade: 'Trockenbau',
    description: 'Ständerwände, Vorsatzschalen und Unterdecken',
    counts: { articles: 1234, positions: 87, categories: 9 },
    version: 1,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/** A page of a list response. */
export function pageOf<T>(items: T[], nextCursor: string | null = null, total = items.length) {
  return { items, nextCursor, total };
}

/** A valid v4 UUID made from a number, so generated rows have distinct ids. */
export function uuidOf(index: number): string {
  const hex = index.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/**
 * The cost price the server gives an article without a known discount: its purchase price, else its list price
 * (flagged), unless the overrides set one.
 */
export function withCostPrice(
  article: Omit<Article, 'costPrice' | 'costPriceBasis'>,
  overrides: Partial<Article>,
): Article {
  const basis =
    article.purchasePrice !== null ? 'purchasePrice' : article.listPrice !== null ? 'listPrice' : null;
  return {
    ...article,
    costPrice:
      'costPrice' in overrides ? (overrides.costPrice ?? null) : (article.purchasePrice ?? article.listPrice),
    costPriceBasis: 'costPriceBasis' in overrides ? (overrides.costPriceBasis ?? null) : basis,
  };
}

/** An article as the API returns it. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return withCostPrice(makeArticleFields(overrides), overrides);
}

function makeArticleFields(overrides: Partial<Article>): Omit<Article, 'costPrice' | 'costPriceBasis'> {
  return {
    id: uuidOf(1),
    catalogId: CATALOG_ID,
    catalogName: 'Trockenbau 2026',
    number: 'GK-1250',
    shortText: 'Gipskartonplatte GKB 12,5 mm',
    longText: null,
    unit: 'm2',
    priceUnit: '1',
    purchasePrice: '3.4500',
    listPrice: '5.9000',
    discountGroup: 'R12',
    productGroup: 'TB01',
    supplier: 'Baustoff Nord GmbH',
    manufacturer: 'Knauf',
    ean: '4003982000017',
    version: 3,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/** The detail of an article: price history newest first and its use in positions. */
export function makeArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeArticle(),
    prices: [
      {
        id: uuidOf(901),
        validFrom: '2026-02-01',
        purchasePrice: '3.4500',
        listPrice: '5.9000',
        source: 'datanorm',
        createdAt: '2026-02-01T06:00:00.000Z',
      },
      {
        id: uuidOf(902),
        validFrom: '2025-06-01',
        purchasePrice: '3.1000',
        listPrice: '5.5000',
        source: 'manual',
        createdAt: '2025-06-01T10:15:00.000Z',
      },
    ],
    usedByPositions: 4,
    ...overrides,
  };
}

/** `count` articles numbered from `from`: A-00001 … */
export function articleRange(from: number, count: number): Article[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const number = `A-${String(index).padStart(5, '0')}`;
    return makeArticle({ id: uuidOf(index + 10_000), number, shortText: `Artikel ${index}` });
  });
}
