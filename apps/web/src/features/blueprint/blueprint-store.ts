import { create } from 'zustand';
import type { SmartNoteStatus, SmartNoteType } from '@vendoc/contract/smart-notes';

/** What a pin points at. */
export type PinLinkKind = 'smartNote';

export interface PinLink {
  readonly kind: PinLinkKind;
  readonly id: string;
  readonly projectId: string;
  readonly title: string;
  readonly type: SmartNoteType;
  readonly status: SmartNoteStatus;
}

export interface BlueprintPin {
  readonly id: string;
  /** Which plan file it is on. */
  readonly fileId: string;
  /** Position on the plan as fractions of its width and height (0..1): the same spot at every zoom. */
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly link: PinLink | null;
}

/** The pin list's filter: the types and statuses shown (empty: all). */
export interface PinFilter {
  readonly types: readonly SmartNoteType[];
  readonly statuses: readonly SmartNoteStatus[];
}

export interface BlueprintState {
  readonly pins: readonly BlueprintPin[];
  readonly selectedPinId: string | null;
  /** Where a tap asked for a new pin (the dialog is open), in plan fractions. */
  readonly draft: { readonly x: number; readonly y: number } | null;
  readonly filter: PinFilter;
  addPin(pin: BlueprintPin): void;
  selectPin(id: string | null): void;
  setDraft(draft: { x: number; y: number } | null): void;
  setFilter(filter: PinFilter): void;
  /** Forgets the whole working state (the blueprint-cleanup middleware calls it when /blueprint is left). */
  clear(): void;
}

const initialState = {
  pins: [],
  selectedPinId: null,
  draft: null,
  filter: { types: [], statuses: [] },
} satisfies Pick<BlueprintState, 'pins' | 'selectedPinId' | 'draft' | 'filter'>;

/** Whether `pin` passes `filter` (a pin without a link passes only an empty filter). */
export function matchesPinFilter(pin: BlueprintPin, filter: PinFilter): boolean {
  const { link } = pin;
  if (filter.types.length > 0 && !(link && filter.types.includes(link.type))) return false;
  if (filter.statuses.length > 0 && !(link && filter.statuses.includes(link.status))) return false;
  return true;
}

/** Working state of the blueprint (plan) view: pins, selection, the open draft and the filter. Not persisted. */
export const useBlueprintStore = create<BlueprintState>()((set) => ({
  ...initialState,
  addPin: (pin) => set((state) => ({ pins: [...state.pins, pin], selectedPinId: pin.id, draft: null })),
  selectPin: (id) => set({ selectedPinId: id }),
  setDraft: (draft) => set({ draft }),
  setFilter: (filter) => set({ filter }),
  clear: () => set(initialState),
}));
