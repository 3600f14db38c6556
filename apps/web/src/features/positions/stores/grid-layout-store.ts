import { createPersistedStore } from '../../../lib/stores/persisted-store';
import type { ChosenWidths, ColumnId, GridDensity } from '../model/grid-columns';

/** A user's layout of the BoQ table: the columns they sized themselves and the row density they chose. */
export interface GridLayout {
  readonly widths: ChosenWidths;
  /** Absent: the default of the device (compact with a mouse, comfortable on a touch screen). */
  readonly density?: GridDensity;
}

interface GridLayoutState {
  /** Per signed-in user id. */
  byUser: Record<string, GridLayout>;
  /** A column's width, or null to size it to its content again. */
  setWidth(userId: string, column: ColumnId, width: number | null): void;
  /** Every column sized to its content again. */
  resetWidths(userId: string): void;
  setDensity(userId: string, density: GridDensity): void;
}

const EMPTY: GridLayout = { widths: {} };

/**
 * The BoQ table's layout per user, remembered in local storage: the server has no per-user settings (decision
 * 0037), and column widths suit the screen they were set on anyway.
 */
export const useGridLayoutStore = createPersistedStore<GridLayoutState, Pick<GridLayoutState, 'byUser'>>(
  (set) => {
    const update = (userId: string, change: (layout: GridLayout) => GridLayout) =>
      set((state) => ({ byUser: { ...state.byUser, [userId]: change(state.byUser[userId] ?? EMPTY) } }));
    return {
      byUser: {},
      setWidth: (userId, column, width) =>
        update(userId, (layout) => {
          const { [column]: _previous, ...others } = layout.widths;
          return { ...layout, widths: width === null ? others : { ...others, [column]: width } };
        }),
      resetWidths: (userId) => update(userId, (layout) => ({ ...layout, widths: {} })),
      setDensity: (userId, density) => update(userId, (layout) => ({ ...layout, density })),
    };
  },
  {
    name: 'vendoc-boq-grid-layout',
    storage: 'local',
    version: 1,
    partialize: (state) => ({ byUser: state.byUser }),
  },
);

/** The layout `userId` chose (nothing chosen while the user is not known yet). */
export function useGridLayout(userId: string | undefined): GridLayout {
  return useGridLayoutStore((state) => (userId ? (state.byUser[userId] ?? EMPTY) : EMPTY));
}
