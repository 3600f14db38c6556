import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoqNode, BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import { storeBoqTotals } from '../../../entities/boq/boq-cache';
import { boqKeys } from '../../../entities/boq/boq-keys';
import { applyToNodes, cachedNode, updateCachedNodes } from '../api/get-boq-nodes';
import { patchNode } from '../api/update-node';
import type { NodeChange, PendingEdit } from '../model/optimistic-totals';
import { conflictCurrent } from '../../../lib/http/api-problems';

export interface NodeEditsOptions {
  /** A save was refused as stale: the row now shows `current`, the server's state. */
  readonly onConflict: (current: BoqNode) => void;
  /** A save failed otherwise: the row is back to what the server has. */
  readonly onFailure: (error: unknown) => void;
  /** Whether answers may change rows the answer does not name (markup items follow their base). */
  readonly refetchAfterSave?: () => boolean;
}

/** Puts the server's answer to an edit into the caches: the row, the changed subtotals, the BoQ's totals. */
export function storeEditAnswer(queryClient: QueryClient, boqId: string, answer: BoqNodeUpdateResponse) {
  const subtotals = new Map(answer.categories.map((category) => [category.id, category.total]));
  applyToNodes(queryClient, boqId, () =>
    updateCachedNodes(queryClient, boqId, (node) => {
      if (node.id === answer.node.id) return node.version > answer.node.version ? undefined : answer.node;
      const total = subtotals.get(node.id);
      return total === undefined || total === node.total ? undefined : { ...node, total };
    }),
  );
  storeBoqTotals(queryClient, boqId, answer.totals, answer.boqVersion);
}

let nextKey = 1;

/**
 * Edits of rows, shown at once and saved one after another: each pending edit is laid over the server's state
 * (see applyPendingEdits) until its answer replaces it. An edit is sent with the row's version as it is when the
 * edit's turn comes, so quick edits of one row in a row do not conflict with each other.
 */
export function useNodeEdits(boqId: string, { onConflict, onFailure, refetchAfterSave }: NodeEditsOptions) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly PendingEdit[]>([]);
  const callbacks = useRef({ onConflict, onFailure, refetchAfterSave });
  callbacks.current = { onConflict, onFailure, refetchAfterSave };

  const settle = useCallback((key: number) => {
    setPending((edits) => edits.filter((edit) => edit.key !== key));
  }, []);

  const mutation = useMutation({
    scope: { id: `boq-edits-${boqId}` },
    mutationFn: (edit: PendingEdit) => {
      const version = cachedNode(queryClient, boqId, edit.nodeId)?.version ?? 1;
      return patchNode(boqId, edit.nodeId, { ...edit.change, version });
    },
    onSuccess: (answer, edit) => {
      storeEditAnswer(queryClient, boqId, answer);
      settle(edit.key);
      if (edit.change.longText !== undefined) {
        void queryClient.invalidateQueries({ queryKey: boqKeys.node(boqId, edit.nodeId) });
      }
      if (callbacks.current.refetchAfterSave?.()) {
        void queryClient.invalidateQueries({ queryKey: boqKeys.nodes(boqId) });
      }
    },
    onError: (error, edit) => {
      settle(edit.key);
      const current = conflictCurrent<BoqNode>(error);
      if (current) {
        applyToNodes(queryClient, boqId, () =>
          updateCachedNodes(queryClient, boqId, (node) => (node.id === current.id ? current : undefined)),
        );
        // Someone else changed the BoQ: its totals and subtotals are fetched again as well.
        void queryClient.invalidateQueries({ queryKey: boqKeys.detail(boqId) });
        void queryClient.invalidateQueries({ queryKey: boqKeys.node(boqId, current.id) });
        callbacks.current.onConflict(current);
      } else {
        callbacks.current.onFailure(error);
      }
    },
  });
  const { mutateAsync } = mutation;

  /** Shows the change at once and saves it; resolves with the server's answer, rejects when it was refused. */
  const edit = useCallback(
    (nodeId: string, change: NodeChange): Promise<BoqNodeUpdateResponse> => {
      const pendingEdit: PendingEdit = { key: nextKey++, nodeId, change };
      setPending((edits) => [...edits, pendingEdit]);
      return mutateAsync(pendingEdit);
    },
    [mutateAsync],
  );

  return { pending, edit };
}
