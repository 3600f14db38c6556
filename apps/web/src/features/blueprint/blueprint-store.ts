import { create } from 'zustand';

export interface BlueprintPin {
  readonly id: string;
  /** Position on the plan as fractions of its width and height (0..1). */
  readonly x: number;
  readonly y: number;
  readonly label: string;
}

export interface BlueprintState {
  readonly pins: readonly BlueprintPin[];
  readonly selectedPinId: string | null;
  readonly zoom: number;
  addPin(pin: BlueprintPin): void;
  selectPin(id: string | null): void;
  setZoom(zoom: number): void;
  /** Forgets the whole working state (the blueprint-cleanup middleware calls it when /blueprint is left). */
  clear(): void;
}

export const BLUEPRINT_MIN_ZOOM = 0.25;
export const BLUEPRINT_MAX_ZOOM = 4;

const initialState = { pins: [], selectedPinId: null, zoom: 1 } satisfies Pick<
  BlueprintState,
  'pins' | 'selectedPinId' | 'zoom'
>;

/** Working state of the blueprint (plan) view: pins, selection and zoom. Deliberately not persisted. */
export const useBlueprintStore = create<BlueprintState>()((set) => ({
  ...initialState,
  addPin: (pin) => set((state) => ({ pins: [...state.pins, pin], selectedPinId: pin.id })),
  selectPin: (id) => set({ selectedPinId: id }),
  setZoom: (zoom) => set({ zoom: Math.min(BLUEPRINT_MAX_ZOOM, Math.max(BLUEPRINT_MIN_ZOOM, zoom)) }),
  clear: () => set(initialState),
}));
