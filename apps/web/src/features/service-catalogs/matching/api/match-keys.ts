import { catalogKeys } from '../../api/catalog-query';

/** `/api/v1/boqs/{boqId}/matches` and below. */
export function matchesPath(boqId: string, rest = ''): string {
  return `/api/v1/boqs/${encodeURIComponent(boqId)}/matches${rest}`;
}

/**
 * Query keys of the matching page's lookups. A project and a project's BoQ list use the keys of the features
 * that own those records (same data, same shape), so coming from there needs no second request and applying
 * prices marks their cached BoQs stale. The matches themselves live under catalogKeys.matches.
 */
export const matchingKeys = {
  projectSearch: (q: string) => ['positionMatching', 'projectSearch', q] as const,
  project: (projectId: string) => ['projects', 'detail', projectId] as const,
  boqs: (projectId: string) => ['boqs', 'list', projectId] as const,
  /** Every cached BoQ query of the positions page (lists, totals, rows). */
  allBoqs: ['boqs'] as const,
  /** Under the catalog's positions, so edits of positions mark it stale as well. */
  positionSearch: (catalogId: string, q: string) =>
    [...catalogKeys.positions(catalogId), 'matchingSearch', q] as const,
};
