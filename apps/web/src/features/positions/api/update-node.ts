import {
  boqNodeUpdateResponseSchema,
  type BoqNodeUpdate,
  type BoqNodeUpdateResponse,
} from '@vendoc/contract/boqs';
import { api } from '../../../lib/http/api-path';
import type { RowTransport } from '../../../lib/row-saving/row-transport';

/**
 * PATCH /api/v1/boqs/{boqId}/nodes/{nodeId}: an edit with the node's version; 409 with `current` when stale. It
 * goes through the row transport (lib/row-saving), the one place where offline queuing hooks in.
 */
export async function patchNode(
  transport: RowTransport,
  boqId: string,
  nodeId: string,
  change: BoqNodeUpdate,
): Promise<BoqNodeUpdateResponse> {
  const answer = await transport({ method: 'PATCH', url: api`/boqs/${boqId}/nodes/${nodeId}`, body: change });
  return boqNodeUpdateResponseSchema.parse(answer);
}
