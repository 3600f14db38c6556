import { useQuery } from '@tanstack/react-query';
import { boqNodeDetailSchema, type BoqNodeDetail } from '@vendoc/contract/boqs';
import { boqKeys } from './boq-keys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';

/** GET /api/v1/boqs/{boqId}/nodes/{nodeId}: a row with its long text. */
export async function fetchNodeDetail(
  boqId: string,
  nodeId: string,
  signal?: AbortSignal,
): Promise<BoqNodeDetail> {
  const response = await vendocHttp.get<unknown>(api`/boqs/${boqId}/nodes/${nodeId}`, { signal });
  return boqNodeDetailSchema.parse(response.data);
}

/** A row with its long text (none while `nodeId` is null). */
export function useNodeDetail(boqId: string, nodeId: string | null) {
  return useQuery({
    queryKey: boqKeys.node(boqId, nodeId ?? ''),
    queryFn: ({ signal }) => fetchNodeDetail(boqId, nodeId ?? '', signal),
    enabled: nodeId !== null,
  });
}
