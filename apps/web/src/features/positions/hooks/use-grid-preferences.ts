import { useCallback } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMe } from '../../../entities/user/get-me';
import type { ColumnId, GridDensity } from '../model/grid-columns';
import type { GridLayoutControlsProps } from '../components/grid-layout-controls';
import { useGridLayout, useGridLayoutStore } from '../stores/grid-layout-store';

/**
 * The signed-in user's layout of the BoQ table: column widths and row density, remembered on this device. The
 * density defaults to compact where the pointer is a mouse (office staff at a desk see more rows) and to
 * comfortable on touch screens (tablets on site: rows big enough for a finger).
 */
export function useGridPreferences() {
  const userId = useMe().data?.user.id;
  const layout = useGridLayout(userId);
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const density: GridDensity = layout.density ?? (touch ? 'comfortable' : 'compact');
  const setWidth = useCallback(
    (column: ColumnId, width: number | null) => {
      if (userId) useGridLayoutStore.getState().setWidth(userId, column, width);
    },
    [userId],
  );
  const resetWidths = useCallback(() => {
    if (userId) useGridLayoutStore.getState().resetWidths(userId);
  }, [userId]);
  const setDensity = useCallback(
    (next: GridDensity) => {
      if (userId) useGridLayoutStore.getState().setDensity(userId, next);
    },
    [userId],
  );
  const controls: GridLayoutControlsProps = {
    density,
    onDensityChange: setDensity,
    customWidths: Object.keys(layout.widths).length > 0,
    onFitColumns: resetWidths,
  };
  return { widths: layout.widths, density, setWidth, controls };
}
