import type { BoqNodeUpdate, BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqPath } from './boq-keys';

/** PATCH /api/v1/boqs/{boqId}/nodes/{nodeId}: an edit with the node's version; 409 with `current` when stale. */
export async function patchNode(
  boqId: string,
  nodeId: string,
  change: BoqNodeUpdate,
): Promise<BoqNodeUpdateResponse> {
  const response = await vendocHttp.patch<BoqNodeUpdateResponse>(
    boqPath(boqId, `/nodes/${encodeURIComponent(nodeId)}`),
    change,
  );
  return response.data;
}
