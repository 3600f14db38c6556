import { catalogKeys } from '../../api/catalog-query';

/**
 * Query keys of the matching page's own lookups. Projects and BoQs are read through their entities' keys, so
 * coming from the project needs no second request and applying prices marks every cached BoQ stale; the matches
 * themselves live under catalogKeys.matches.
 */
export const matchingKeys = {
  /** Under the catalog's positions, so edits of positions mark it stale as well. */
  positionSearch: (catalogId: string, q: string) =>
    [...catalogKeys.positions(catalogId), 'matchingSearch', q] as const,
};
