import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoqNodeCreate, BoqNodeMove, BoqStructureResponse } from '@vendoc/contract/boqs';
import { storeBoq } from '../../../entities/boq/boq-cache';
import { boqKeys } from '../../../entities/boq/boq-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** POST /api/v1/boqs/{boqId}/nodes: a new title or item; siblings are renumbered. */
export async function postNode(boqId: string, node: BoqNodeCreate): Promise<BoqStructureResponse> {
  return (await vendocHttp.post<BoqStructureResponse>(api`/boqs/${boqId}/nodes`, node)).data;
}

/** POST /api/v1/boqs/{boqId}/nodes/{nodeId}/move. */
export async function postNodeMove(
  boqId: string,
  nodeId: string,
  move: BoqNodeMove,
): Promise<BoqStructureResponse> {
  return (await vendocHttp.post<BoqStructureResponse>(api`/boqs/${boqId}/nodes/${nodeId}/move`, move)).data;
}

/** DELETE /api/v1/boqs/{boqId}/nodes/{nodeId}: the node and everything below it. */
export async function deleteNode(boqId: string, nodeId: string): Promise<BoqStructureResponse> {
  return (await vendocHttp.delete<BoqStructureResponse>(api`/boqs/${boqId}/nodes/${nodeId}`)).data;
}

export type StructureChange =
  | { readonly type: 'create'; readonly node: BoqNodeCreate }
  | { readonly type: 'move'; readonly nodeId: string; readonly move: BoqNodeMove }
  | { readonly type: 'delete'; readonly nodeId: string };

function send(boqId: string, change: StructureChange): Promise<BoqStructureResponse> {
  switch (change.type) {
    case 'create':
      return postNode(boqId, change.node);
    case 'move':
      return postNodeMove(boqId, change.nodeId, change.move);
    case 'delete':
      return deleteNode(boqId, change.nodeId);
  }
}

/**
 * Adds, moves or deletes nodes. Ordinal numbers are renumbered by the server, so the tree is fetched again;
 * the BoQ (totals, counts) comes with the answer. Runs after pending edits of the same BoQ.
 */
export function useStructureChange(boqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `boq-edits-${boqId}` },
    mutationFn: (change: StructureChange) => send(boqId, change),
    onSuccess: (answer) => {
      storeBoq(queryClient, answer.boq);
      // Not awaited: a large tree takes a while, and the table shows it when it is there.
      void queryClient.invalidateQueries({ queryKey: boqKeys.nodes(boqId) });
    },
  });
}
