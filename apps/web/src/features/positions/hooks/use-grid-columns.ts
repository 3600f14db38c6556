import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import type { FigureLengths } from '../model/figure-widths';
import { COLUMNS, shownWidths, type ChosenWidths, type ColumnId } from '../model/grid-columns';
import type { TreeGridHeaderProps } from '../components/tree-grid-header';
import { useColumnFit } from './use-column-fit';

/**
 * The tree table's column layout: each column fits its content over the whole BoQ unless the user dragged it
 * wider (or, for the short text, narrower); while an edge is dragged its width shows at once and is remembered
 * (`onWidthChange`) when let go.
 */
export function useGridColumns(
  lengths: FigureLengths,
  chosen: ChosenWidths,
  onWidthChange: (column: ColumnId, width: number | null) => void,
  t: TFunction,
) {
  const headers = useMemo(
    () =>
      Object.fromEntries(COLUMNS.map((column) => [column, t(`columns.${column}`)])) as Record<
        ColumnId,
        string
      >,
    [t],
  );
  const { fit, probeProps } = useColumnFit(lengths, headers);
  const [dragged, setDragged] = useState<{ column: ColumnId; width: number } | null>(null);
  const layout = useMemo(
    () => shownWidths(fit, dragged ? { ...chosen, [dragged.column]: dragged.width } : chosen),
    [fit, chosen, dragged],
  );
  const headerProps: Omit<TreeGridHeaderProps, 't'> = {
    widths: layout.widths,
    fit,
    onPreview: (column, width) => setDragged({ column, width }),
    onCommit: (column, width) => {
      setDragged(null);
      onWidthChange(column, width);
    },
    onFit: (column) => {
      setDragged(null);
      onWidthChange(column, null);
    },
  };
  return { layout, probeProps, headerProps };
}
