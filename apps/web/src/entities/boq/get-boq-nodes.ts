import { boqNodesPageSchema, type BoqNodesPage } from '@vendoc/contract/boqs';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';

/** The largest page the API gives (boqNodesQuerySchema). */
export const MAX_NODE_PAGE_SIZE = 5000;

export interface NodesPageParam {
  readonly cursor: string | null;
  readonly limit: number;
}

/** GET /api/v1/boqs/{boqId}/nodes: one page of the tree in tree order (depth first), from `cursor`. */
export async function fetchBoqNodesPage(
  boqId: string,
  { cursor, limit }: NodesPageParam,
  signal?: AbortSignal,
): Promise<BoqNodesPage> {
  const params = cursor === null ? { limit } : { limit, cursor };
  const response = await vendocHttp.get<unknown>(api`/boqs/${boqId}/nodes`, { params, signal });
  return boqNodesPageSchema.parse(response.data);
}
