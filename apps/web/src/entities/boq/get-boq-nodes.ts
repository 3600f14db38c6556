import { boqNodesPageSchema, type BoqNode, type BoqNodesPage } from '@vendoc/contract/boqs';
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

/** A BoQ has at most some tens of thousands of nodes; this guards against a server that never ends its pages. */
const MAX_PAGES = 50;

/** Every page of GET /api/v1/boqs/{boqId}/nodes: the whole tree in tree order, as few pages as the API allows. */
export async function fetchAllBoqNodes(boqId: string, signal?: AbortSignal): Promise<BoqNode[]> {
  const nodes: BoqNode[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await fetchBoqNodesPage(
      boqId,
      { cursor, limit: MAX_NODE_PAGE_SIZE },
      signal,
    );
    nodes.push(...items);
    cursor = nextCursor;
    if (cursor === null) break;
  }
  return nodes;
}
