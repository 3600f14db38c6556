import { memo, type ReactNode } from 'react';
import type { BoqNode } from '@vendoc/contract/boqs';
import type { TFunction } from 'i18next';
import type { RowSaveStatus } from '../../../lib/row-saving/row-saver';
import { mdiChevronDown, mdiChevronRight } from '@mdi/js';
import { isCategory, isItem, isTextRow, type TreeRow } from '../model/boq-tree';
import {
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
} from '../../../lib/format/decimal-format';
import { INDENT, TOGGLE_SPACE } from '../model/figure-widths';
import { COLUMNS } from '../model/grid-columns';
import { NodeMarks, nodeMarks } from './node-marks';

/** The columns edited in the table: quantity and unit price of items. */
export type EditableField = 'qty' | 'unitPrice';

export function editableField(node: BoqNode, col: number): EditableField | null {
  if (node.kind !== 'item') return null;
  const column = COLUMNS[col];
  return column === 'qty' || column === 'unitPrice' ? column : null;
}

/** The id of a cell, for aria-activedescendant; text rows have one cell across the figures. */
export function cellId(gridId: string, node: BoqNode, col: number): string {
  const column = isTextRow(node) ? Math.min(col, 1) : col;
  return `${gridId}-${node.id}-${column}`;
}

export interface RowEditor {
  readonly col: number;
  readonly input: ReactNode;
}

export interface TreeGridRowProps {
  readonly gridId: string;
  readonly row: TreeRow;
  /** The node as shown: the server's, or with a pending edit laid over it. */
  readonly node: BoqNode;
  readonly rowIndex: number;
  /** Offset of the row in the table body, in pixels. */
  readonly top: number;
  /** The active column when this is the active (selected) row, else null. */
  readonly activeCol: number | null;
  readonly editor: RowEditor | null;
  /** Where the row's unsaved change stands; null when the server has the row as shown. */
  readonly saveStatus: RowSaveStatus | null;
  readonly canEdit: boolean;
  readonly onCellClick: (nodeId: string, col: number) => void;
  readonly onCellDoubleClick: (nodeId: string, col: number) => void;
  readonly onToggle: (nodeId: string) => void;
  /** The feature's translations (passed in: a hook per row costs when thousands of rows scroll by). */
  readonly t: TFunction;
}

function rowClass(
  node: BoqNode,
  selected: boolean,
  editing: boolean,
  saveStatus: RowSaveStatus | null,
): string {
  const classes = ['row'];
  if (editing) classes.push('editing-row');
  if (saveStatus === 'failed' || saveStatus === 'conflict') classes.push(`unsaved-${saveStatus}`);
  if (isCategory(node)) classes.push('category', node.kind);
  if (isTextRow(node)) classes.push('textrow');
  if (isItem(node) && !node.counted) classes.push('muted');
  if (selected) classes.push('selected');
  return classes.join(' ');
}

/** One row of the tree table: OZ with the tree toggle, short text with kind marks, and the figures. */
export const TreeGridRow = memo(function TreeGridRow({
  gridId,
  row,
  node,
  rowIndex,
  top,
  activeCol,
  editor,
  saveStatus,
  canEdit,
  onCellClick,
  onCellDoubleClick,
  onToggle,
  t,
}: TreeGridRowProps) {
  const category = isCategory(node);
  const textRow = isTextRow(node);
  const selected = activeCol !== null;
  const style = { transform: `translateY(${top}px)` };

  const cell = (col: number, content: ReactNode, extra = '', span = 1) => {
    const column = COLUMNS[col] ?? 'oz';
    const editing = editor?.col === col;
    const editable = canEdit && editableField(node, col) !== null;
    const active = activeCol !== null && cellId(gridId, node, activeCol) === cellId(gridId, node, col);
    const classes = [
      'cell',
      column,
      extra,
      editable ? 'editable' : '',
      active ? 'active' : '',
      editing ? 'editing' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div
        key={col}
        id={cellId(gridId, node, col)}
        role="gridcell"
        className={classes}
        aria-colindex={col + 1}
        aria-colspan={span > 1 ? span : undefined}
        aria-readonly={editable ? undefined : true}
        style={
          col === 0
            ? { paddingLeft: 8 + node.depth * INDENT + (row.hasChildren ? 0 : TOGGLE_SPACE) }
            : undefined
        }
        onClick={() => onCellClick(node.id, col)}
        onDoubleClick={() => onCellDoubleClick(node.id, col)}
      >
        {editing ? editor.input : content}
      </div>
    );
  };

  const toggleLabel = t(row.expanded ? 'tree.collapse' : 'tree.expand', { oz: node.oz || node.shortText });
  const ozCell = cell(
    0,
    <>
      {row.hasChildren ? (
        <button
          type="button"
          className="toggle"
          tabIndex={-1}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={(event) => {
            event.stopPropagation();
            onToggle(node.id);
          }}
        >
          {/* A plain icon: rows mount by the dozen per frame while scrolling fast. */}
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={row.expanded ? mdiChevronDown : mdiChevronRight} />
          </svg>
        </button>
      ) : null}
      <span className="text oz">{node.oz}</span>
    </>,
  );

  if (textRow) {
    const label = node.kind === 'remark' ? t('kinds.remark') : t('kinds.performanceDescription');
    return (
      <div
        role="row"
        className={rowClass(node, selected, editor !== null, saveStatus)}
        style={style}
        aria-rowindex={rowIndex + 2}
        aria-level={node.depth + 1}
        aria-selected={selected}
      >
        {ozCell}
        {cell(
          1,
          <span className="text" title={node.shortText}>{`${label}: ${node.shortText}`}</span>,
          'spanning',
          5,
        )}
      </div>
    );
  }

  const markup = node.kind === 'markupItem';
  const marks = nodeMarks(node, t);
  return (
    <div
      role="row"
      className={rowClass(node, selected, editor !== null, saveStatus)}
      style={style}
      aria-rowindex={rowIndex + 2}
      aria-level={node.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
    >
      {ozCell}
      {cell(
        1,
        <>
          <span className="text" title={node.shortText}>
            {node.shortText || (category ? '' : t('tree.noShortText'))}
          </span>
          <NodeMarks marks={marks} />
        </>,
      )}
      {cell(2, markup ? formatPercentOrEmpty(node.markupPercent) : formatQuantity(node.qty), 'number')}
      {cell(
        3,
        <span className="text">{markup && node.markupPercent !== null ? '%' : (node.unit ?? '')}</span>,
      )}
      {cell(4, formatUnitPrice(node.unitPrice), 'number')}
      {cell(5, <span className="total">{formatMoney(node.total)}</span>, 'number')}
    </div>
  );
});

function formatPercentOrEmpty(value: string | null): string {
  return value === null ? '' : formatPercent(value);
}
