import {
  matchDecisionResponseSchema,
  type BoqMatchItem,
  type MatchDecisionInput,
} from '@vendoc/contract/matches';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { api } from '../../../../lib/http/api-path';

/** PUT /api/v1/boqs/{boqId}/matches/{nodeId}: accepts or rejects a position; answers the item as it is now. */
export async function putMatchDecision(
  boqId: string,
  nodeId: string,
  input: MatchDecisionInput,
): Promise<BoqMatchItem> {
  const response = await vendocHttp.put<unknown>(api`/boqs/${boqId}/matches/${nodeId}`, input);
  return matchDecisionResponseSchema.parse(response.data);
}
