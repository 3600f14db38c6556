import type { SxProps, Theme } from '@mui/material/styles';
import type { ArticleColumn } from '../model/article-columns';
import { textColor } from '../../../../lib/theme/theme';

/** Height of a row (fixed: 100,000 rows are virtualized by it). */
export const ROW_HEIGHT = 34;
/** Height of a row where the pointer is a finger (tablets): big enough to tap. */
export const TOUCH_ROW_HEIGHT = 44;
/** Height of the header row, which stays on top while the rows scroll. */
export const HEADER_HEIGHT = 38;

/** The minimum width of a row: every column at its width (the short text grows beyond its own). */
export function rowWidth(columns: readonly ArticleColumn[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/**
 * Styles of the article table as classes on one element: rows are plain elements (no component per cell), so
 * scrolling through thousands of rows renders little. Hover and the active row are drawn as a background image
 * over the paper colour, so the sticky number column (which must be opaque) shows them too.
 */
export function articleGridSx(columns: readonly ArticleColumn[], rowHeight: number): SxProps<Theme> {
  const minWidth = rowWidth(columns);
  const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;
  return {
    position: 'relative',
    flex: 1,
    minHeight: 240,
    overflow: 'auto',
    outline: 'none',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    // Dense, like the estimators' other desk tools: twelve columns fit a 1440 px screen.
    fontSize: 13,
    '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
    '& .head': { position: 'sticky', top: 0, zIndex: 3, minWidth },
    '& .body': { position: 'relative', minWidth, transition: 'opacity 120ms' },
    // Rows of the previous search or sort, shown until the new ones arrive.
    '& .body.stale': { opacity: 0.55 },
    '& .row': {
      display: 'flex',
      contain: 'layout style',
      alignItems: 'stretch',
      height: rowHeight,
      minWidth,
      borderBottom: 1,
      borderColor: 'divider',
      boxSizing: 'border-box',
      bgcolor: 'background.paper',
    },
    '& .body .row': { position: 'absolute', top: 0, left: 0, width: '100%', cursor: 'pointer' },
    '& .body .row:hover': { backgroundImage: (theme) => tint(theme.palette.action.hover) },
    '& .body .row.active': { backgroundImage: (theme) => tint(theme.palette.action.selected) },
    '&:focus-visible .row.active': {
      boxShadow: (theme) =>
        `inset 0 0 0 2px ${theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main}`,
    },
    '& .header': {
      height: HEADER_HEIGHT,
      fontWeight: 600,
      fontSize: 12.5,
      color: 'text.secondary',
      borderBottom: 2,
      borderColor: 'divider',
    },
    '& .cell': {
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      px: 1,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      boxSizing: 'border-box',
    },
    '& .cell > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    // „Listenpreis“ before an EK that is the bare list price (no EK, no known discount).
    '& .cell > span.flag': {
      flexShrink: 0,
      mr: 'auto',
      px: 0.5,
      borderRadius: 0.5,
      fontSize: 11,
      lineHeight: '18px',
      fontWeight: 600,
      // Outlined, in the colour's readable shade on the paper (as outlined chips are).
      color: (theme: Theme) => textColor(theme, 'warning'),
      border: '1px solid currentColor',
    },
    ...Object.fromEntries(
      columns
        .filter((column) => column.id !== 'number')
        .map((column) => [
          `& .cell.c-${column.id}`,
          { flex: column.id === 'shortText' ? `1 0 ${column.width}px` : `0 0 ${column.width}px` },
        ]),
    ),
    // `safe`: were a number ever wider than its cell, its leading digits would stay in view.
    '& .cell.right': { justifyContent: 'safe flex-end', fontVariantNumeric: 'tabular-nums' },
    // The number stays in view when the wide table scrolls sideways (tablets).
    '& .cell.c-number': {
      flex: `0 0 ${columns.find((column) => column.id === 'number')?.width ?? 150}px`,
      position: 'sticky',
      left: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      backgroundImage: 'inherit',
      fontVariantNumeric: 'tabular-nums',
      borderRight: 1,
      borderColor: 'divider',
    },
    '& .cell.c-ean, & .cell.c-updatedAt': { fontVariantNumeric: 'tabular-nums' },
    '& .cell.c-catalog a': {
      color: (theme: Theme) => textColor(theme, 'primary'),
      textDecoration: 'none',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      '&:hover': { textDecoration: 'underline' },
    },
    '& .sort': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.5,
      maxWidth: '100%',
      height: 30,
      px: 0.5,
      mx: -0.5,
      border: 0,
      borderRadius: 1,
      bgcolor: 'transparent',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
      '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
    },
    '& .sort .arrow': { opacity: 0, fontSize: 16, transition: 'transform 150ms' },
    '& .sort:hover .arrow': { opacity: 0.5 },
    '& [aria-sort] .sort': { color: 'text.primary' },
    '& [aria-sort] .sort .arrow': { opacity: 1 },
    '& [aria-sort="descending"] .sort .arrow': { transform: 'rotate(180deg)' },
    '& .row.more': { cursor: 'default', color: 'text.secondary', fontStyle: 'italic' },
    '& .row.more .retry': {
      ml: 1,
      color: (theme: Theme) => textColor(theme, 'primary'),
      fontStyle: 'normal',
      fontWeight: 500,
    },
  };
}
