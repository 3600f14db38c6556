import type { SxProps, Theme } from '@mui/material/styles';
import { textColor } from '../../../lib/theme/theme';
import { COLUMNS, SHORT_TEXT_LEAST, type ColumnId } from '../model/grid-columns';

const MIN_WIDTH = 'var(--row-min)';

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
    height: 'var(--row-height)',
    minWidth: MIN_WIDTH,
    borderBottom: 1,
    borderColor: 'divider',
    boxSizing: 'border-box',
  },
  '& .body .row': { position: 'absolute', top: 0, left: 0, width: '100%', cursor: 'default' },
  '& .header': {
    height: 'var(--header-height)',
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
  // Every column as wide as the layout says (its content, or what the user dragged it to); the short text fills the
  // rest unless the user sized it too.
  ...Object.fromEntries(
    COLUMNS.filter((column: ColumnId) => column !== 'shortText').map((column) => [
      `& .cell.${column}`,
      { flex: `0 0 var(--col-${column})` },
    ]),
  ),
  '& .cell.shortText': {
    flex: '1 1 var(--col-shortText)',
    minWidth: `var(--col-shortText, ${SHORT_TEXT_LEAST}px)`,
  },
  '&.fixed-text .cell.shortText': { flex: '0 0 var(--col-shortText)' },
  // A text row's one cell across the short text and the figures.
  '& .cell.shortText.spanning, &.fixed-text .cell.shortText.spanning': { flex: '1 1 0' },
  '& .header .label': { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
  // The edge of a header cell, over its right padding: drag to resize, double click to fit the content.
  '& .resizer': {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 8,
    cursor: 'col-resize',
    touchAction: 'none',
    outline: 'none',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 6,
      bottom: 6,
      right: 0,
      width: 2,
      borderRadius: 1,
      bgcolor: 'divider',
    },
    '&:hover::after, &:active::after': { bgcolor: 'primary.main', top: 0, bottom: 0 },
    '&:focus-visible::after': { bgcolor: 'primary.main', top: 0, bottom: 0, width: 4 },
  },
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
  '&.compact .toggle': { height: 20 },
  '&.compact .mark': { height: 18 },
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
    height: 'min(28px, calc(var(--row-height) - 2px))',
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
