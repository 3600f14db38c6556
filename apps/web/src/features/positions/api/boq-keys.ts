/** Query keys of the positions feature; mutations update or invalidate by them. */
export const boqKeys = {
  all: ['boqs'] as const,
  list: (projectId: string) => ['boqs', 'list', projectId] as const,
  detail: (boqId: string) => ['boqs', 'detail', boqId] as const,
  nodes: (boqId: string) => ['boqs', 'nodes', boqId] as const,
  node: (boqId: string, nodeId: string) => ['boqs', 'node', boqId, nodeId] as const,
};

/** `/api/v1/boqs/{boqId}` and below. */
export function boqPath(boqId: string, rest = ''): string {
  return `/api/v1/boqs/${encodeURIComponent(boqId)}${rest}`;
}

/** `/api/v1/projects/{projectId}/boqs` and below. */
export function projectBoqsPath(projectId: string, rest = ''): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}/boqs${rest}`;
}
