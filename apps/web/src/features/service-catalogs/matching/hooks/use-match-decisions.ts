import { useCallback, useMemo, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoqMatches, BoqMatchItem } from '@vendoc/contract/matches';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { putMatchDecision } from '../api/decide-match';
import { deleteMatchDecision } from '../api/undo-match';
import { withAccepted, withoutAccepted, withRejected, type MatchDecision } from '../model/match-items';

/** What the estimator decided for one item. */
export type DecisionAction =
  | { readonly kind: 'accept'; readonly nodeId: string; readonly decision: MatchDecision }
  | {
      readonly kind: 'reject';
      readonly nodeId: string;
      readonly positionId: string;
      /** The score shown when it was rejected (kept with the decision). */
      readonly score: number | null;
    }
  | { readonly kind: 'undo'; readonly nodeId: string };

function optimistic(item: BoqMatchItem, action: DecisionAction): BoqMatchItem {
  switch (action.kind) {
    case 'accept':
      return withAccepted(item, action.decision);
    case 'reject':
      return withRejected(item, action.positionId);
    case 'undo':
      return withoutAccepted(item);
  }
}

export interface MatchDecisionsOptions {
  /** A decision was refused or not delivered; the item is back to what the server has. */
  readonly onFailure: (error: unknown, action: DecisionAction) => void;
}

/**
 * Accept, reject and take back, shown at once and sent one after another (one queue per BoQ, so a reject that
 * follows an accept of the same item reaches the server in that order). The server's answer replaces the item
 * unless a later decision for it is still on its way: that one's answer will. A failure puts the item back as it
 * was before the decision and fetches the list again, since later decisions were laid over the failed one.
 */
export function useMatchDecisions(boqId: string, catalogId: string, { onFailure }: MatchDecisionsOptions) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => catalogKeys.matches(boqId, catalogId), [boqId, catalogId]);
  const pendingByNode = useRef(new Map<string, number>());
  const failure = useRef(onFailure);
  failure.current = onFailure;

  const setItem = useCallback(
    (nodeId: string, update: (item: BoqMatchItem) => BoqMatchItem) => {
      queryClient.setQueryData<BoqMatches>(queryKey, (matches) =>
        matches
          ? { ...matches, items: matches.items.map((item) => (item.nodeId === nodeId ? update(item) : item)) }
          : matches,
      );
    },
    [queryClient, queryKey],
  );

  const othersPending = (nodeId: string) => (pendingByNode.current.get(nodeId) ?? 0) > 1;

  const mutation = useMutation({
    scope: { id: `matches-${boqId}` },
    mutationFn: async (action: DecisionAction): Promise<BoqMatchItem | null> => {
      if (action.kind === 'undo') return deleteMatchDecision(boqId, action.nodeId, catalogId);
      const accept = action.kind === 'accept';
      return putMatchDecision(boqId, action.nodeId, {
        catalogId,
        positionId: accept ? action.decision.positionId : action.positionId,
        status: accept ? 'accepted' : 'rejected',
        optionIds: accept ? action.decision.optionIds : [],
        score: accept ? action.decision.score : action.score,
      });
    },
    onMutate: (action) => {
      pendingByNode.current.set(action.nodeId, (pendingByNode.current.get(action.nodeId) ?? 0) + 1);
      // A list still loading would overwrite the decision with the state before it.
      void queryClient.cancelQueries({ queryKey });
      const before = queryClient
        .getQueryData<BoqMatches>(queryKey)
        ?.items.find((item) => item.nodeId === action.nodeId);
      if (before) setItem(action.nodeId, (item) => optimistic(item, action));
      return { before };
    },
    onSuccess: (answer, action) => {
      if (othersPending(action.nodeId)) return;
      if (answer) setItem(action.nodeId, () => answer);
      else void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, action, context) => {
      const before = context?.before;
      if (before && !othersPending(action.nodeId)) setItem(action.nodeId, () => before);
      void queryClient.invalidateQueries({ queryKey });
      failure.current(error, action);
    },
    onSettled: (_answer, _error, action) => {
      const left = (pendingByNode.current.get(action.nodeId) ?? 1) - 1;
      if (left > 0) pendingByNode.current.set(action.nodeId, left);
      else pendingByNode.current.delete(action.nodeId);
    },
  });
  const { mutate } = mutation;

  return {
    accept: useCallback(
      (nodeId: string, decision: MatchDecision) => mutate({ kind: 'accept', nodeId, decision }),
      [mutate],
    ),
    reject: useCallback(
      (nodeId: string, positionId: string, score: number | null) =>
        mutate({ kind: 'reject', nodeId, positionId, score }),
      [mutate],
    ),
    undo: useCallback((nodeId: string) => mutate({ kind: 'undo', nodeId }), [mutate]),
  };
}
