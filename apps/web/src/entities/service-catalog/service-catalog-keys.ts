/**
 * Query keys of service catalogs and what lives in them (articles, categories, positions, matches). Everything
 * of a position (its detail, quotes, searches) sits below the catalog's positions, so a change of positions marks
 * it stale as well.
 */
export const catalogKeys = {
  all: ['serviceCatalogs'] as const,
  list: (params: Record<string, unknown> = {}) => ['serviceCatalogs', 'list', params] as const,
  detail: (catalogId: string) => ['serviceCatalogs', 'detail', catalogId] as const,
  articles: (catalogId: string | null) => ['serviceCatalogs', 'articles', catalogId] as const,
  categories: (catalogId: string) => ['serviceCatalogs', 'categories', catalogId] as const,
  positions: (catalogId: string) => ['serviceCatalogs', 'positions', catalogId] as const,
  positionSearch: (catalogId: string, q: string) =>
    ['serviceCatalogs', 'positions', catalogId, 'search', q] as const,
  position: (catalogId: string, positionId: string) =>
    ['serviceCatalogs', 'position', catalogId, positionId] as const,
  matches: (boqId: string, catalogId: string) => ['serviceCatalogs', 'matches', boqId, catalogId] as const,
};
