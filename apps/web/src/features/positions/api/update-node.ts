import type { BoqNodeUpdate, BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** PATCH /api/v1/boqs/{boqId}/nodes/{nodeId}: an edit with the node's version; 409 with `current` when stale. */
export async function patchNode(
  boqId: string,
  nodeId: string,
  change: BoqNodeUpdate,
): Promise<BoqNodeUpdateResponse> {
  const response = await vendocHttp.patch<BoqNodeUpdateResponse>(api`/boqs/${boqId}/nodes/${nodeId}`, change);
  return response.data;
}
