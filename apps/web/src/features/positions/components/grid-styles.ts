import type { SxProps, Theme } from '@mui/material/styles';
import { textColor } from '../../../lib/theme/theme';
import type { FigureLengths } from '../model/figure-widths';

/** Height of a row of the tree table (fixed: 20,000 rows are virtualized by it). */
export const ROW_HEIGHT = 36;
/** Height of the header row, which stays on top while the rows scroll. */
export const HEADER_HEIGHT = 36;
/** Indentation per level of the tree. */
export const INDENT = 14;
/** Room of the expand/collapse toggle (rows without children are indented by it instead). */
export const TOGGLE_SPACE = 26;

/**
 * Least widths of the columns OZ, Menge, Einheit, EP, GP; Kurztext takes the rest (at least 160 px). OZ and the
 * figures grow with the longest value they show (columnWidths), so no number is ever cut.
 */
const COLUMN_WIDTHS = { oz: 150, qty: 96, unit: 52, unitPrice: 96, total: 112 };
const SHORT_TEXT_MIN = 160;

/** Widths in pixels of the columns that grow with their content. */
export interface ColumnWidths {
  readonly oz: number;
  readonly qty: number;
  readonly unitPrice: number;
  readonly total: number;
}

/**
 * The columns' widths for the longest values (in characters); `fit` turns characters into a column's width in the
 * table's font (useDigitWidth), the OZ column adds the indentation of the deepest rows.
 */
export function columnWidths(
  lengths: FigureLengths,
  fit: (chars: number, least?: number) => number,
): ColumnWidths {
  const oz = lengths.ozByDepth.reduce(
    (widest, chars, depth) => Math.max(widest, fit(chars) + depth * INDENT + TOGGLE_SPACE),
    COLUMN_WIDTHS.oz,
  );
  return {
    oz,
    qty: fit(lengths.qty, COLUMN_WIDTHS.qty),
    unitPrice: fit(lengths.unitPrice, COLUMN_WIDTHS.unitPrice),
    total: fit(lengths.total, COLUMN_WIDTHS.total),
  };
}

/** The widths as the CSS variables the table's styles read. */
export function columnWidthVars(widths: ColumnWidths): Record<string, string> {
  const row = rowWidth({ ...COLUMN_WIDTHS, ...widths });
  return {
    '--col-oz': `${widths.oz}px`,
    '--col-qty': `${widths.qty}px`,
    '--col-unitPrice': `${widths.unitPrice}px`,
    '--col-total': `${widths.total}px`,
    '--row-min': `${row}px`,
  };
}

/** A row's least width: every column at its least, and the border. */
function rowWidth(widths: Record<keyof typeof COLUMN_WIDTHS, number>): number {
  return Object.values(widths).reduce((sum, width) => sum + width, SHORT_TEXT_MIN + 4);
}

const MIN_WIDTH = `var(--row-min, ${rowWidth(COLUMN_WIDTHS)}px)`;

/** The small kind labels, in the table and in the detail panel. */
export const marksSx = {
  '& .marks': { display: 'inline-flex', gap: 0.5, flexShrink: 0, ml: 1 },
  '& .mark': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    px: 0.75,
    borderRadius: 10,
    fontSize: 11.5,
    fontWeight: 500,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    border: 1,
    borderColor: 'divider',
    color: 'text.secondary',
    bgcolor: 'background.paper',
  },
  '& .mark-warning': { borderColor: 'warning.main', color: (theme: Theme) => textColor(theme, 'warning') },
  '& .mark-info': { borderColor: 'info.main', color: (theme: Theme) => textColor(theme, 'info') },
};

/**
 * Styles of the tree table as classes on one element: the rows are plain elements (no component per cell), so
 * scrolling through thousands of rows renders little.
 */
export const treeGridSx = {
  ...marksSx,
  position: 'relative',
  overflow: 'auto',
  outline: 'none',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  fontSize: 14,
  '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
  '& .head': { position: 'sticky', top: 0, zIndex: 2, minWidth: MIN_WIDTH },
  '& .body': { position: 'relative', minWidth: MIN_WIDTH },
  '& .row': {
    // Flex rather than grid, and layout containment: rows are laid out by the dozen per frame while scrolling.
    display: 'flex',
    contain: 'layout style',
    alignItems: 'center',
    height: ROW_HEIGHT,
    minWidth: MIN_WIDTH,
    borderBottom: 1,
    borderColor: 'divider',
    boxSizing: 'border-box',
  },
  '& .body .row': { position: 'absolute', top: 0, left: 0, width: '100%', cursor: 'default' },
  '& .header': {
    height: HEADER_HEIGHT,
    bgcolor: 'background.paper',
    fontWeight: 600,
    fontSize: 13,
    color: 'text.secondary',
    borderBottom: 2,
    borderColor: 'divider',
  },
  '& .cell': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    height: '100%',
    minWidth: 0,
    px: 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
  },
  ...Object.fromEntries(
    Object.entries(COLUMN_WIDTHS).map(([column, width]) => [
      `& .cell.${column}`,
      { flex: column === 'unit' ? `0 0 ${width}px` : `0 0 var(--col-${column}, ${width}px)` },
    ]),
  ),
  '& .cell.shortText': { flex: `1 1 ${SHORT_TEXT_MIN}px`, minWidth: SHORT_TEXT_MIN },
  '& .row.editing-row': { zIndex: 2 },
  // `safe`: were a number ever wider than its cell, its start (the leading digits) would stay in view.
  '& .cell.number': { justifyContent: 'safe flex-end', fontVariantNumeric: 'tabular-nums' },

  '& .text': { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
  '& .oz': { fontVariantNumeric: 'tabular-nums', color: 'text.secondary' },
  '& .toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 24,
    height: 24,
    mr: 0.25,
    p: 0,
    border: 0,
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'text.secondary',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .category': { fontWeight: 600, bgcolor: 'action.hover' },
  '& .category .oz': { color: 'text.primary' },
  '& .lot': { fontWeight: 700, bgcolor: 'action.selected' },
  '& .textrow .text': { fontStyle: 'italic', color: 'text.secondary' },
  // Optional and alternative items: set apart by their marks and the struck-through total, in a colour that reads.
  '& .muted': { color: 'text.secondary' },
  '& .muted .total': { textDecoration: 'line-through' },
  // A row whose change the server does not have (failed or overtaken): marked at its start, explained above the table.
  '& .row.unsaved-failed': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}` },
  '& .row.unsaved-conflict': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}` },
  '& .row.selected': { bgcolor: (theme) => theme.palette.action.selected },
  '& .row.selected.category': { bgcolor: (theme) => theme.palette.action.focus },
  '& .cell.active': {
    // The primary red is too dark to see on the dark background.
    boxShadow: (theme) =>
      `inset 0 0 0 2px ${theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main}`,
  },
  '&:not(:focus-within) .cell.active': {
    boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.text.disabled}`,
  },
  '& .cell.editable': { cursor: 'text' },
  '& .cell input': {
    width: '100%',
    height: 28,
    px: 0.75,
    font: 'inherit',
    textAlign: 'right',
    border: 1,
    borderColor: 'primary.main',
    borderRadius: 0.5,
    outline: 'none',
    bgcolor: 'background.paper',
    color: 'text.primary',
  },
  '& .cell input[aria-invalid="true"]': { borderColor: 'error.main' },
  '& .cell.editing': { overflow: 'visible', zIndex: 1 },
  '& .cell-error': {
    position: 'absolute',
    top: '100%',
    right: 0,
    zIndex: 3,
    mt: '2px',
    px: 1,
    py: 0.5,
    maxWidth: 260,
    whiteSpace: 'normal',
    fontSize: 12.5,
    lineHeight: 1.3,
    borderRadius: 1,
    bgcolor: 'error.main',
    color: 'error.contrastText',
    boxShadow: 2,
  },
} satisfies SxProps<Theme>;
