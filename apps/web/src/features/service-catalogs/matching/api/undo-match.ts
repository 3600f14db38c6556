import { boqMatchItemSchema, type BoqMatchItem } from '@vendoc/contract/matches';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { api } from '../../../../lib/http/api-path';

/**
 * DELETE /api/v1/boqs/{boqId}/matches/{nodeId}?catalogId=: clears the item's accepted decision. The contract
 * names no answer for it: an item in the body is taken as the item's new state; without one (204) the caller
 * fetches the list again, since only the server knows the candidates the item gets back.
 */
export async function deleteMatchDecision(
  boqId: string,
  nodeId: string,
  catalogId: string,
): Promise<BoqMatchItem | null> {
  const response = await vendocHttp.delete<unknown>(api`/boqs/${boqId}/matches/${nodeId}`, {
    params: { catalogId },
  });
  const item = boqMatchItemSchema.safeParse(response.data);
  return item.success ? item.data : null;
}
