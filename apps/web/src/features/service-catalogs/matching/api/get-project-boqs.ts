import { useQuery } from '@tanstack/react-query';
import type { Boq } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { matchingKeys } from './match-keys';

/** GET /api/v1/projects/{projectId}/boqs: the project's BoQs (a handful), with currency, VAT and totals. */
export async function fetchProjectBoqs(projectId: string, signal?: AbortSignal): Promise<Boq[]> {
  const path = `/api/v1/projects/${encodeURIComponent(projectId)}/boqs`;
  return (await vendocHttp.get<{ items: Boq[] }>(path, { signal })).data.items;
}

export function useProjectBoqs(projectId: string | null) {
  return useQuery({
    queryKey: matchingKeys.boqs(projectId ?? ''),
    queryFn: ({ signal }) => fetchProjectBoqs(projectId ?? '', signal),
    enabled: projectId !== null,
  });
}
