import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { BoqNode } from '@vendoc/contract/boqs';
import { decimalEquals } from '@vendoc/money/decimal';
import type { RowSaveStatus } from '../../../lib/row-saving/row-saver';
import { isCategory, type TreeRow } from '../model/boq-tree';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { type DecimalProblem, readGermanDecimal } from '../../../lib/format/german-input';
import { usePositionsTranslation } from '../positions-i18n';
import type { FigureLengths } from '../model/figure-widths';
import {
  COLUMNS,
  columnWidthVars,
  DENSITY_METRICS,
  type ChosenWidths,
  type ColumnId,
  type GridDensity,
} from '../model/grid-columns';
import { useGridColumns } from '../hooks/use-grid-columns';
import { treeGridSx } from './grid-styles';
import { CELL_RULES, CellEditor } from './cell-editor';
import { TreeGridHeader } from './tree-grid-header';
import { cellId, editableField, TreeGridRow, type EditableField } from './tree-grid-row';
import { observeRectWithFallback } from '../../../lib/virtual/observe-rect-with-fallback';

/** The active cell: a row (by node id, so it survives filtering and reloading) and a column. */
export interface ActiveCell {
  readonly rowId: string | null;
  readonly col: number;
}

interface Editing {
  readonly rowId: string;
  readonly col: number;
  readonly field: EditableField;
  readonly text: string;
  /** Started by Enter/F2/double click: the text is selected, so typing replaces it. */
  readonly selectAll: boolean;
  readonly error: DecimalProblem | null;
}

type Leave = 'down' | 'right' | 'left' | 'stay';

export interface BoqTreeGridProps {
  readonly label: string;
  readonly rows: readonly TreeRow[];
  /** The node as shown (pending edits laid over the server's). */
  readonly display: (node: BoqNode) => BoqNode;
  readonly active: ActiveCell;
  readonly onActiveChange: (cell: ActiveCell) => void;
  readonly canEdit: boolean;
  readonly onToggle: (nodeId: string, expand?: boolean) => void;
  readonly onCommit: (node: BoqNode, field: EditableField, value: string | null) => void;
  /** Where a row's unsaved change stands (null: the row is saved); failed and conflicting rows are marked. */
  readonly saveStatus: (nodeId: string) => RowSaveStatus | null;
  /** The longest values of the figure columns over the whole BoQ: the columns are as wide as they need. */
  readonly figureLengths: FigureLengths;
  /** The widths the user set (the other columns fit their content), and a new one (null: fit the content again). */
  readonly chosenWidths: ChosenWidths;
  readonly onWidthChange: (column: ColumnId, width: number | null) => void;
  readonly density: GridDensity;
  /** Fills the rest of the page (desktop) or has a fixed height (phone, panel below). */
  readonly height: number | string;
}

const LAST_COL = COLUMNS.length - 1;
/** A screenful of rows before the browser has laid the grid out (or where it never does, in tests). */
const observeRect = observeRectWithFallback({ width: 1024, height: 720 });

function sameValue(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return decimalEquals(a, b);
}

/**
 * The BoQ as a keyboard-first tree table (WAI-ARIA treegrid), virtualized so 20,000 rows scroll smoothly. The
 * focus stays on the table and aria-activedescendant names the active cell, so rows scrolled out of view never
 * take the focus with them. Arrows move, Enter or typing edits quantity and unit price, Enter commits and goes
 * down, Tab commits and goes right, Escape cancels.
 */
export function BoqTreeGrid({
  label,
  rows,
  display,
  active,
  onActiveChange,
  canEdit,
  onToggle,
  onCommit,
  saveStatus,
  figureLengths,
  chosenWidths,
  onWidthChange,
  density,
  height,
}: BoqTreeGridProps) {
  const { t } = usePositionsTranslation();
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rowHeight, headerHeight } = DENSITY_METRICS[density];
  const columns = useGridColumns(figureLengths, chosenWidths, onWidthChange, t);
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The editor may finish twice (Enter, then the blur of its removal): only the first counts.
  const editingRef = useRef<Editing | null>(null);
  const setEditing = useCallback((next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);

  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.node.id, index])), [rows]);
  const activeIndex = active.rowId === null ? -1 : (indexById.get(active.rowId) ?? -1);
  const editingIndex = editing === null ? -1 : (indexById.get(editing.rowId) ?? -1);

  // The active and the edited row stay rendered when scrolled away: the active descendant and the editor exist.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (activeIndex >= 0) indexes.add(activeIndex);
      if (editingIndex >= 0) indexes.add(editingIndex);
      return [...indexes].sort((a, b) => a - b);
    },
    [activeIndex, editingIndex],
  );

  // Stable between renders for the same rows: a new function makes the virtualizer re-measure every row.
  const getItemKey = useCallback((index: number) => rows[index]?.node.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey,
    rangeExtractor,
    observeElementRect: observeRect,
    // Several scroll events a frame render once (in React's batch), not once each inside the event.
    useFlushSync: false,
  });

  // Another density: every row's place changes.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  // An edited row that disappears (filtered, deleted) ends the edit.
  useEffect(() => {
    if (editing && editingIndex === -1) setEditing(null);
  }, [editing, editingIndex, setEditing]);

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const activate = (index: number, col: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    const row = rows[target];
    if (!row) return;
    onActiveChange({ rowId: row.node.id, col: Math.max(0, Math.min(LAST_COL, col)) });
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const startEditing = (rowId: string, col: number, initial?: string) => {
    const row = rows[indexById.get(rowId) ?? -1];
    if (!row || !canEdit) return false;
    const node = display(row.node);
    const field = editableField(node, col);
    if (field === null) return false;
    setEditing({
      rowId,
      col,
      field,
      text: initial ?? toGermanInput(node[field]),
      selectAll: initial === undefined,
      error: null,
    });
    return true;
  };

  /** Ends the edit: commits a valid value (a changed one is saved) and moves; an invalid one keeps the editor open. */
  const finishEditing = (leave: Leave, commit: boolean) => {
    const current = editingRef.current;
    if (!current) return;
    const index = indexById.get(current.rowId) ?? -1;
    const row = rows[index];
    if (!commit || !row) {
      setEditing(null);
      if (leave !== 'stay') focusGrid();
      return;
    }
    const result = readGermanDecimal(current.text, CELL_RULES[current.field]);
    if (!result.ok) {
      if (leave === 'stay') setEditing(null);
      else setEditing({ ...current, error: result.problem });
      return;
    }
    setEditing(null);
    const node = display(row.node);
    if (!sameValue(node[current.field], result.value)) onCommit(node, current.field, result.value);
    if (leave === 'stay') return;
    focusGrid();
    if (leave === 'down') {
      // Down to the next row whose cell can be edited (titles in between are passed over).
      let next = index + 1;
      while (next < rows.length && editableField(display((rows[next] as TreeRow).node), current.col) === null)
        next += 1;
      activate(next < rows.length ? next : index, current.col);
    } else activate(index, current.col + (leave === 'right' ? 1 : -1));
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finishEditing('down', true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finishEditing(event.shiftKey ? 'left' : 'right', true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finishEditing('stay', false);
      focusGrid();
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editingRef.current || rows.length === 0) return;
    const index = activeIndex === -1 ? 0 : activeIndex;
    const col = active.col;
    const row = rows[index] as TreeRow;
    const node = display(row.node);
    const page = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - headerHeight) / rowHeight) - 1,
    );
    const handled = () => event.preventDefault();
    if (activeIndex === -1 && event.key.startsWith('Arrow')) {
      handled();
      activate(0, col);
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        handled();
        activate(index + 1, col);
        return;
      case 'ArrowUp':
        handled();
        activate(index - 1, col);
        return;
      case 'ArrowRight':
        handled();
        if (col === 0 && row.hasChildren && !row.expanded) onToggle(node.id, true);
        else activate(index, col + 1);
        return;
      case 'ArrowLeft':
        handled();
        if (col === 0 && row.hasChildren && row.expanded) onToggle(node.id, false);
        else if (col === 0 && node.parentId !== null && indexById.has(node.parentId)) {
          activate(indexById.get(node.parentId) ?? index, 0);
        } else activate(index, col - 1);
        return;
      case 'Home':
        handled();
        activate(event.ctrlKey ? 0 : index, event.ctrlKey ? col : 0);
        return;
      case 'End':
        handled();
        activate(event.ctrlKey ? rows.length - 1 : index, event.ctrlKey ? col : LAST_COL);
        return;
      case 'PageDown':
        handled();
        activate(index + page, col);
        return;
      case 'PageUp':
        handled();
        activate(index - page, col);
        return;
      case 'Enter':
      case 'F2':
        handled();
        if (activeIndex === -1) activate(0, col);
        else if (!startEditing(node.id, col) && event.key === 'Enter' && row.hasChildren) onToggle(node.id);
        return;
      case ' ':
        if (row.hasChildren && isCategory(node)) {
          handled();
          onToggle(node.id);
        }
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          if (startEditing(node.id, col, event.key)) handled();
        }
    }
  };

  const onCellClick = useCallback(
    (nodeId: string, col: number) => {
      if (editingRef.current?.rowId === nodeId && editingRef.current.col === col) return;
      onActiveChange({ rowId: nodeId, col });
    },
    [onActiveChange],
  );
  const startRef = useRef(startEditing);
  startRef.current = startEditing;
  const onCellDoubleClick = useCallback((nodeId: string, col: number) => {
    startRef.current(nodeId, col);
  }, []);
  const toggle = useCallback((nodeId: string) => onToggle(nodeId), [onToggle]);

  const editorFor = (node: BoqNode) => {
    if (!editing || editing.rowId !== node.id) return null;
    return {
      col: editing.col,
      input: (
        <CellEditor
          label={t(`columns.${editing.field}`) + (node.oz ? ` ${node.oz}` : '')}
          field={editing.field}
          text={editing.text}
          selectAll={editing.selectAll}
          error={editing.error}
          errorId={`${gridId}-edit-error`}
          t={t}
          onTextChange={(text) => {
            const current = editingRef.current;
            if (current) setEditing({ ...current, text, error: null });
          }}
          onKeyDown={onEditorKeyDown}
          onBlur={() => finishEditing('stay', true)}
        />
      ),
    };
  };

  const gridVars: Record<string, string> = {
    ...columnWidthVars(columns.layout),
    '--row-height': `${rowHeight}px`,
    '--header-height': `${headerHeight}px`,
  };
  const activeRow = activeIndex === -1 ? undefined : rows[activeIndex];
  const activeDescendant = activeRow && !editing ? cellId(gridId, activeRow.node, active.col) : undefined;

  return (
    <Box
      ref={scrollRef}
      role="treegrid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={COLUMNS.length}
      aria-activedescendant={activeDescendant}
      tabIndex={0}
      onKeyDown={onGridKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && activeIndex === -1 && rows.length > 0) {
          onActiveChange({ rowId: (rows[0] as TreeRow).node.id, col: active.col });
        }
      }}
      className={`${density}${columns.layout.fillShortText ? '' : ' fixed-text'}`}
      sx={[treeGridSx, { height }]}
      style={gridVars}
    >
      <span {...columns.probeProps} />
      <TreeGridHeader {...columns.headerProps} t={t} />
      <div role="rowgroup" className="body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const node = display(row.node);
          return (
            <TreeGridRow
              key={item.key}
              gridId={gridId}
              row={row}
              node={node}
              rowIndex={item.index}
              top={item.start - headerHeight}
              activeCol={item.index === activeIndex ? active.col : null}
              editor={editorFor(node)}
              saveStatus={saveStatus(node.id)}
              canEdit={canEdit}
              onCellClick={onCellClick}
              onCellDoubleClick={onCellDoubleClick}
              onToggle={toggle}
              t={t}
            />
          );
        })}
      </div>
    </Box>
  );
}
