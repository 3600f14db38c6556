import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { boqNodeSchema, type BoqNode, type BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { draftRecord } from '../../../lib/row-saving/row-drafts';
import { createRowSaver, type RowDraft, type RowSaver } from '../../../lib/row-saving/row-saver';
import { useRowTransport } from '../../../lib/row-saving/row-transport';
import { storeBoqTotals } from '../../../entities/boq/boq-cache';
import { boqKeys } from '../../../entities/boq/boq-keys';
import { applyToNodes, cachedNode, updateCachedNodes } from '../api/get-boq-nodes';
import { patchNode } from '../api/update-node';
import { sameChange, unsavedChange } from '../model/node-change';
import { adoptedRows, type NodeChange, type PendingEdit } from '../model/optimistic-totals';

/** A row's typed change the server does not have yet (key: the node id). */
export type NodeDraft = RowDraft<NodeChange, BoqNode>;

interface NodeDraftsState {
  readonly drafts: Readonly<Record<string, NodeDraft>>;
}

export interface NodeSavingOptions {
  /** Whether answers may change rows the answer does not name (markup items follow their base). */
  readonly refetchAfterSave?: () => boolean;
}

export interface NodeSaving extends RowSaver {
  /** The rows with unsaved changes, by node id. */
  readonly drafts: Readonly<Record<string, NodeDraft>>;
  /** The drafts as edits laid over the server's rows (optimistic rows, subtotals and totals). */
  readonly pending: readonly PendingEdit[];
  /** Shows the change at once and saves it; false when it is not saved (the draft stays: conflict or failure). */
  edit(nodeId: string, change: NodeChange): Promise<boolean>;
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

function readNode(current: unknown): BoqNode | null {
  const parsed = boqNodeSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/**
 * Edits of BoQ rows with the shared row saver (lib/row-saving): shown at once (each draft is laid over the server's
 * state, see applyPendingEdits), saved one after another for the whole BoQ (an answer carries the BoQ's totals),
 * each with the row's version when its turn comes. A 409 keeps the typed value and offers reload or keep mine; a
 * failure keeps it for a retry.
 */
export function useNodeSaving(boqId: string, { refetchAfterSave }: NodeSavingOptions = {}): NodeSaving {
  const queryClient = useQueryClient();
  const transport = useRowTransport();
  const [store] = useState(() => createStore<NodeDraftsState>()(() => ({ drafts: {} })));
  const drafts = useStore(store, (state) => state.drafts);
  const refetch = useRef(refetchAfterSave);
  useEffect(() => {
    refetch.current = refetchAfterSave;
  });

  const saver = useMemo(() => {
    const access = draftRecord<NodeDraftsState, NodeDraft>(store, 'drafts');
    const rowSaver = createRowSaver<NodeChange, BoqNodeUpdateResponse, BoqNode, NodeDraft>({
      drafts: access,
      plan(draft) {
        const node = cachedNode(queryClient, boqId, draft.key);
        if (!node) return 'unchanged';
        const change = unsavedChange(node, draft.fields);
        if (Object.keys(change).length === 0) return 'unchanged';
        return { send: () => patchNode(transport, boqId, node.id, { ...change, version: node.version }) };
      },
      stored(key, answer, draft) {
        storeEditAnswer(queryClient, boqId, answer);
        if (draft.fields.longText !== undefined) {
          void queryClient.invalidateQueries({ queryKey: boqKeys.node(boqId, key) });
        }
        if (refetch.current?.()) void queryClient.invalidateQueries({ queryKey: boqKeys.nodes(boqId) });
      },
      readConflict: readNode,
      adopt(current) {
        // The row as it is now, and the subtotals above it moved by its change (the totals are fetched below).
        const rows = adoptedRows((id) => cachedNode(queryClient, boqId, id), current);
        applyToNodes(queryClient, boqId, () =>
          updateCachedNodes(queryClient, boqId, (node) => rows.get(node.id)),
        );
        // Someone else changed the BoQ: its totals and subtotals are fetched again as well.
        void queryClient.invalidateQueries({ queryKey: boqKeys.detail(boqId) });
        void queryClient.invalidateQueries({ queryKey: boqKeys.node(boqId, current.id) });
      },
      sameFields: sameChange,
      // One BoQ, one queue: each answer carries the BoQ's totals, which must not arrive out of order.
      queueOf: () => boqId,
    });
    return {
      ...rowSaver,
      edit(nodeId: string, change: NodeChange) {
        const draft = access.get(nodeId);
        if (draft) access.update(nodeId, { fields: { ...draft.fields, ...change } });
        else access.set({ key: nodeId, fields: change, status: 'idle', message: null, conflict: null });
        // Committing a value is asking for it to be saved, after a failure too.
        return rowSaver.save(nodeId, { force: true });
      },
    };
  }, [boqId, queryClient, store, transport]);

  const pending = useMemo(
    () => Object.values(drafts).map((draft) => ({ nodeId: draft.key, change: draft.fields })),
    [drafts],
  );
  return useMemo(() => ({ ...saver, drafts, pending }), [saver, drafts, pending]);
}
