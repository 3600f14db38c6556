import { useQuery } from '@tanstack/react-query';
import type { BoqNodeDetail } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqKeys, boqPath } from './boq-keys';

/** GET /api/v1/boqs/{boqId}/nodes/{nodeId}: a row with its long text. */
export async function fetchNodeDetail(boqId: string, nodeId: string, signal?: AbortSignal) {
  return (
    await vendocHttp.get<BoqNodeDetail>(boqPath(boqId, `/nodes/${encodeURIComponent(nodeId)}`), { signal })
  ).data;
}

/** The long text of the selected row (none while no row is selected). */
export function useNodeDetail(boqId: string, nodeId: string | null) {
  return useQuery({
    queryKey: boqKeys.node(boqId, nodeId ?? ''),
    queryFn: ({ signal }) => fetchNodeDetail(boqId, nodeId ?? '', signal),
    enabled: nodeId !== null,
  });
}
