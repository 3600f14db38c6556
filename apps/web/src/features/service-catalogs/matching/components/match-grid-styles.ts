import type { SxProps, Theme } from '@mui/material/styles';

/** Height of an item's line: two text lines (tender text over quantity, position over its reasons). */
export const ITEM_ROW_HEIGHT = 58;
/** Height of a further candidate's line below an opened item. */
export const ALTERNATIVE_ROW_HEIGHT = 50;
/** Height of the header line, which stays on top while the lines scroll. */
export const HEADER_HEIGHT = 36;

/** The columns, in order: their class names and flex widths (the two texts share what is left). */
export const MATCH_COLUMNS = ['oz', 'tender', 'suggestion', 'price', 'score', 'actions'] as const;
export type MatchColumn = (typeof MATCH_COLUMNS)[number];

/** The price column's least width. */
export const PRICE_WIDTH = 104;

const COLUMN_FLEX: Record<MatchColumn, string> = {
  oz: '0 0 92px',
  tender: '1 1 200px',
  suggestion: '1.4 1 250px',
  // Grows with the longest price (MatchGrid sets --col-price).
  price: `0 0 var(--col-price, ${PRICE_WIDTH}px)`,
  score: '0 0 112px',
  actions: '0 0 176px',
};

/** The narrowest a line gets before the table scrolls sideways: the columns' widths (fits a 1024 px tablet). */
const MIN_WIDTH = `calc(${922 - PRICE_WIDTH}px + var(--col-price, ${PRICE_WIDTH}px))`;

/**
 * The table's styles as classes on one element: lines are plain elements (no component per cell), so a BoQ of
 * thousands of items scrolls without work per cell. Hover and the active line are drawn as a background image
 * over the paper colour.
 */
export const matchGridSx: SxProps<Theme> = (theme) => {
  const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;
  return {
    position: 'relative',
    height: '100%',
    overflow: 'auto',
    outline: 'none',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    fontSize: 14,
    '&:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
    '& .head': { position: 'sticky', top: 0, zIndex: 2, minWidth: MIN_WIDTH },
    '& .body': { position: 'relative', minWidth: MIN_WIDTH },
    '& .row': {
      display: 'flex',
      alignItems: 'stretch',
      minWidth: MIN_WIDTH,
      borderBottom: 1,
      borderColor: 'divider',
      boxSizing: 'border-box',
      bgcolor: 'background.paper',
    },
    '& .body .row': { position: 'absolute', top: 0, left: 0, width: '100%', cursor: 'pointer' },
    '& .body .row.item': { height: ITEM_ROW_HEIGHT },
    '& .body .row.alternative': {
      height: ALTERNATIVE_ROW_HEIGHT,
      bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.50',
    },
    '& .body .row:hover': { backgroundImage: tint(theme.palette.action.hover) },
    '& .body .row.active': { backgroundImage: tint(theme.palette.action.selected) },
    '&:focus-visible .row.active': { boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}` },
    '& .row.accepted .cell.c-oz': { boxShadow: `inset 3px 0 0 ${theme.palette.success.main}` },
    '& .header': {
      height: HEADER_HEIGHT,
      fontWeight: 600,
      fontSize: 13,
      color: 'text.secondary',
      borderBottom: 2,
      borderColor: 'divider',
    },
    '& .cell': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: '3px',
      minWidth: 0,
      px: 1,
      overflow: 'hidden',
      boxSizing: 'border-box',
    },
    '& .header .cell': { flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-start' },
    ...Object.fromEntries(MATCH_COLUMNS.map((column) => [`& .c-${column}`, { flex: COLUMN_FLEX[column] }])),
    // `safe`: were a price ever wider than its cell, its leading digits would stay in view.
    '& .body .cell.c-price': { alignItems: 'safe flex-end' },
    '& .header .cell.c-price, & .header .cell.c-actions': { justifyContent: 'flex-end' },
    '& .cell.c-oz': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
    '& .body .cell.c-actions': {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2px',
    },
    // Read-only: only the toggle of the further candidates is left of the actions.
    '&[aria-readonly="true"] .c-actions': { flex: '0 0 52px' },
    '&[aria-readonly="true"] .header .c-actions': { color: 'transparent' },
    '& .line': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.35 },
    '& .sub': { fontSize: 12, color: 'text.secondary' },
    '& .number': { fontVariantNumeric: 'tabular-nums' },
    '& .muted': { color: 'text.secondary', fontStyle: 'italic' },
    '& .posno': { fontVariantNumeric: 'tabular-nums', fontWeight: 600, marginRight: '6px' },
    '& .rank': { fontSize: 12, color: 'text.secondary', pl: 1.5 },
    '& .chips': { display: 'flex', gap: '4px', overflow: 'hidden', flexWrap: 'nowrap' },
    '& .chip': {
      flex: '0 0 auto',
      fontSize: 11.5,
      lineHeight: '18px',
      px: '6px',
      borderRadius: '9px',
      whiteSpace: 'nowrap',
      border: 1,
      borderColor: 'divider',
      color: 'text.secondary',
    },
    '& .chip.good': { borderColor: 'success.main', color: 'success.main' },
    '& .chip.bad': {
      borderColor: 'warning.main',
      color: theme.palette.mode === 'dark' ? 'warning.light' : 'warning.dark',
    },
    '& .chip.status': { bgcolor: 'success.main', borderColor: 'success.main', color: 'success.contrastText' },
    '& .meter': { display: 'flex', alignItems: 'center', gap: '6px' },
    '& .meter .bar': {
      flex: 1,
      height: 6,
      borderRadius: 3,
      bgcolor: 'action.hover',
      overflow: 'hidden',
    },
    '& .meter .fill': { display: 'block', height: '100%', borderRadius: 3 },
    '& .meter.high .fill': { bgcolor: 'success.main' },
    '& .meter.mid .fill': { bgcolor: 'warning.main' },
    '& .meter.low .fill': { bgcolor: 'error.main' },
    '& .meter .pct': {
      flex: '0 0 38px',
      textAlign: 'right',
      fontVariantNumeric: 'tabular-nums',
      fontSize: 13,
    },
    '& .act': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 34,
      height: 34,
      p: 0,
      border: 0,
      borderRadius: 1,
      bgcolor: 'transparent',
      color: 'text.secondary',
      cursor: 'pointer',
      '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
      '&:disabled': { opacity: 0.4, cursor: 'default' },
    },
    '& .act.accept:hover': { color: 'success.main' },
    '& .act.reject:hover': { color: 'error.main' },
    '& .act.expanded svg': { transform: 'rotate(180deg)' },
  };
};
