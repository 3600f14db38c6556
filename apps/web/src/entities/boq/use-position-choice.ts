import { useState } from 'react';
import { useProjectBoqs } from './get-project-boqs';
import { useBoqItems } from './get-boq-items';

/**
 * What a position picker of a project needs: its BoQs, the one to pick from (the contract BoQ unless the person
 * chose another, else the first) and that BoQ's items. Nothing is loaded while not `enabled` (a read-only view).
 */
export function usePositionChoice(projectId: string | null, enabled = true) {
  const boqs = useProjectBoqs(projectId, enabled);
  const [chosen, setChosen] = useState<string | null>(null);
  const boqId = chosen ?? boqs.data?.find((boq) => boq.kind === 'contract')?.id ?? boqs.data?.[0]?.id ?? null;
  const items = useBoqItems(enabled ? boqId : null);
  return {
    boqs: boqs.data,
    boqId,
    setBoqId: setChosen,
    items: items.data,
    loading: items.isFetching || boqs.isFetching,
  };
}

export type PositionChoice = ReturnType<typeof usePositionChoice>;
