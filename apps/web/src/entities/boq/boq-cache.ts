import type { QueryClient } from '@tanstack/react-query';
import type { Boq, BoqTotals } from '@vendoc/contract/boqs';
import { boqKeys } from './boq-keys';

// The cache rule for BoQs (decision 0013): an answer carrying the BoQ goes into its detail entry; whatever changed
// rows (a price applied, a quantity transferred) makes the BoQ's rows, items and totals load again.

/** The BoQ's list of the project loads again (a BoQ was added, renamed or its totals changed). */
export function invalidateProjectBoqs(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: boqKeys.list(projectId) });
}

/** A BoQ the server answered (e.g. after a change of its structure) replaces the cached one. */
export function storeBoq(queryClient: QueryClient, boq: Boq): void {
  queryClient.setQueryData(boqKeys.detail(boq.id), boq);
}

/** Puts the totals and version the server answered into the cached BoQ. */
export function storeBoqTotals(queryClient: QueryClient, boqId: string, totals: BoqTotals, version: number) {
  queryClient.setQueryData<Boq>(boqKeys.detail(boqId), (boq) => (boq ? { ...boq, totals, version } : boq));
}

/** Rows of the BoQ changed on the server: its totals, rows, row details and items load again. */
export function invalidateBoqContent(queryClient: QueryClient, boqId: string): Promise<void> {
  return Promise.all(
    [boqKeys.detail(boqId), boqKeys.nodes(boqId), boqKeys.nodeDetails(boqId), boqKeys.items(boqId)].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/** Prices of several BoQs changed at once (e.g. applied from a catalog): every BoQ query loads again. */
export function invalidateAllBoqs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: boqKeys.all });
}

/** A deleted BoQ leaves its project's list at once and its cached rows are dropped. */
export function removeBoq(queryClient: QueryClient, projectId: string, boqId: string): Promise<void> {
  // Out of the list at once, so nothing asks for the deleted BoQ while the list is fetched again.
  queryClient.setQueryData<Boq[]>(boqKeys.list(projectId), (boqs) => boqs?.filter((boq) => boq.id !== boqId));
  queryClient.removeQueries({ queryKey: boqKeys.nodes(boqId) });
  queryClient.removeQueries({ queryKey: boqKeys.detail(boqId) });
  return invalidateProjectBoqs(queryClient, projectId);
}
