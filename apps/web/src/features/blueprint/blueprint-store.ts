import { create } from 'zustand';
import type { Pin, PinStatus, PinType } from '@vendoc/contract/plans';
import type { Point } from './viewer/plan-geometry';

/** The pin filter: the types and statuses shown (empty: all). */
export interface PinFilter {
  readonly types: readonly PinType[];
  readonly statuses: readonly PinStatus[];
}

/** Another revision laid over the one shown, half transparent. */
export interface RevisionOverlay {
  readonly revisionId: string;
  readonly opacity: number;
}

export interface BlueprintState {
  readonly selectedPinId: string | null;
  /** Where a tap asked for a new pin (the dialog is open), in plan fractions. */
  readonly draft: Point | null;
  readonly filter: PinFilter;
  readonly overlay: RevisionOverlay | null;
  /** Moving pins onto the current revision: the new positions chosen so far, by pin id (null: not moving). */
  readonly moves: Readonly<Record<string, Point>> | null;
  selectPin(id: string | null): void;
  setDraft(draft: Point | null): void;
  setFilter(filter: PinFilter): void;
  setOverlay(overlay: RevisionOverlay | null): void;
  /** Starts (an empty record) or ends (null) moving pins. */
  setMoves(moves: Readonly<Record<string, Point>> | null): void;
  /** Forgets the whole working state (the blueprint-cleanup middleware calls it when /blueprint is left). */
  clear(): void;
}

const initialState = {
  selectedPinId: null,
  draft: null,
  filter: { types: [], statuses: [] },
  overlay: null,
  moves: null,
} satisfies Pick<BlueprintState, 'selectedPinId' | 'draft' | 'filter' | 'overlay' | 'moves'>;

/** Whether `pin` passes `filter`. */
export function matchesPinFilter(pin: Pick<Pin, 'type' | 'status'>, filter: PinFilter): boolean {
  return (
    (filter.types.length === 0 || filter.types.includes(pin.type)) &&
    (filter.statuses.length === 0 || filter.statuses.includes(pin.status))
  );
}

/**
 * Working state of the blueprint (plan) view: selection, the open draft, the filter, the overlay and pins being
 * moved. Pins and plans themselves are server data (entities/plan). Not persisted.
 */
export const useBlueprintStore = create<BlueprintState>()((set) => ({
  ...initialState,
  selectPin: (id) => set({ selectedPinId: id }),
  setDraft: (draft) => set({ draft }),
  setFilter: (filter) => set({ filter }),
  setOverlay: (overlay) => set({ overlay }),
  setMoves: (moves) => set({ moves }),
  clear: () => set(initialState),
}));
