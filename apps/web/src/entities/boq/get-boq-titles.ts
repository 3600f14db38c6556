import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoqNode } from '@vendoc/contract/boqs';
import { boqKeys } from './boq-keys';
import { fetchAllBoqNodes } from './get-boq-nodes';

/** A title of a BoQ as a choice of where to add an item: OZ, text and depth (for indenting). */
export type BoqTitle = Pick<BoqNode, 'id' | 'oz' | 'shortText' | 'depth'>;

/** Every page of GET /api/v1/boqs/{boqId}/nodes: the BoQ's titles in tree order. */
export async function fetchBoqTitles(boqId: string, signal?: AbortSignal): Promise<BoqTitle[]> {
  return (await fetchAllBoqNodes(boqId, signal)).flatMap(({ id, kind, oz, shortText, depth }) =>
    kind === 'title' ? [{ id, oz, shortText, depth }] : [],
  );
}

export function boqTitlesQueryOptions(boqId: string) {
  return queryOptions({
    queryKey: [...boqKeys.nodes(boqId), 'titles'],
    queryFn: ({ signal }) => fetchBoqTitles(boqId, signal),
  });
}

/** The titles of a BoQ (idle without one). */
export function useBoqTitles(boqId: string | null) {
  return useQuery({ ...boqTitlesQueryOptions(boqId ?? ''), enabled: boqId !== null });
}
