/**
 * Query keys of bills of quantities: a project's list, a BoQ with its totals, its rows (nodes) page by page, one
 * row with its long text, and its items as pickers offer them. Every screen that shows a BoQ reads these.
 */
export const boqKeys = {
  all: ['boqs'] as const,
  list: (projectId: string) => ['boqs', 'list', projectId] as const,
  detail: (boqId: string) => ['boqs', 'detail', boqId] as const,
  nodes: (boqId: string) => ['boqs', 'nodes', boqId] as const,
  /** Every row detail of a BoQ. */
  nodeDetails: (boqId: string) => ['boqs', 'node', boqId] as const,
  node: (boqId: string, nodeId: string) => ['boqs', 'node', boqId, nodeId] as const,
  items: (boqId: string) => ['boqs', 'items', boqId] as const,
};
