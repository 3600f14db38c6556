import { useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format/format';
import {
  COLUMNS,
  leastWidth,
  MAX_COLUMN_WIDTH,
  type ColumnId,
  type ColumnWidths,
} from '../model/grid-columns';
import { ColumnResizer } from './column-resizer';

export interface TreeGridHeaderProps {
  /** The widths shown. */
  readonly widths: ColumnWidths;
  /** The widths of the content: the least a column can be dragged to. */
  readonly fit: ColumnWidths;
  readonly onPreview: (column: ColumnId, width: number) => void;
  readonly onCommit: (column: ColumnId, width: number) => void;
  readonly onFit: (column: ColumnId) => void;
  readonly t: TFunction;
}

export function isNumberColumn(column: ColumnId): boolean {
  return column === 'qty' || column === 'unitPrice' || column === 'total';
}

/** The header row of the tree table: the column names, each with an edge to resize the column by. */
export function TreeGridHeader({ widths, fit, onPreview, onCommit, onFit, t }: TreeGridHeaderProps) {
  // The short text fills the rest of the row: its width is what the browser laid out.
  const textRef = useRef<HTMLDivElement>(null);
  const [textWidth, setTextWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = Math.round(element.getBoundingClientRect().width);
      setTextWidth(width > 0 ? width : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const shown = (column: ColumnId) =>
    column === 'shortText' ? (textWidth ?? widths.shortText) : widths[column];

  return (
    <div role="rowgroup" className="head">
      <div role="row" className="row header" aria-rowindex={1}>
        {COLUMNS.map((column, col) => {
          const name = t(`columns.${column}`);
          return (
            <div
              key={column}
              ref={column === 'shortText' ? textRef : undefined}
              role="columnheader"
              // Named by its label alone, not also by the resizer's name inside it.
              aria-label={name}
              aria-colindex={col + 1}
              className={`cell ${column} ${isNumberColumn(column) ? 'number' : ''}`}
            >
              <span className="label">{name}</span>
              <ColumnResizer
                label={t('columns.resize', { column: name })}
                hint={t('columns.resizeHint')}
                valueText={t('columns.width', { width: formatNumber(shown(column), 0) })}
                width={shown(column)}
                least={leastWidth(column, fit)}
                most={Math.max(MAX_COLUMN_WIDTH, fit[column])}
                onPreview={(width) => onPreview(column, width)}
                onCommit={(width) => onCommit(column, width)}
                onFit={() => onFit(column)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
