import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';

/** A theme-dependent style that can be one entry of an `sx` array. */
export type ThemeStyle = Extract<SxProps<Theme>, (theme: Theme) => unknown>;

/** The editable cells, in the order Tab visits them; arrows up/down keep the column. */
export const EDIT_COLUMNS = ['oz', 'marker', 'text', 'formulaNumber', 'formula'] as const;
export type EditColumn = (typeof EDIT_COLUMNS)[number];

/** Rows beyond this many are virtualized (a sheet has at most 260). */
export const VIRTUALIZE_FROM = 100;

export const ROW_ESTIMATE = 44;

/**
 * One line of the grid. Desk: one row of columns. Below 900 px (tablet, phone) address, formula and result stay on
 * the first line and OZ, KZ, text and FN move into a second line (the `details` box, which on the desk dissolves
 * into the row's columns with `display: contents`).
 */
export const rowGridSx: ThemeStyle = (theme) => ({
  display: 'grid',
  alignItems: 'start',
  columnGap: '6px',
  px: 1,
  py: '4px',
  borderBottom: `1px solid ${theme.palette.divider}`,
  // Desk: the formula gets the most room (at 1440 px beside the side panel a formula like
  // "2*(4,25+3,10)*2,50-0,885*2,01" fits whole); the FN select shows its number, the result "-1.234,567".
  gridTemplateColumns: '66px 108px 52px minmax(84px, 1fr) 80px minmax(220px, 3fr) 110px 44px 40px',
  gridTemplateAreas: '"addr oz kz text fn formula result photo menu" "msg msg msg msg msg msg msg msg msg"',
  [theme.breakpoints.down('md')]: {
    gridTemplateColumns: '60px minmax(0, 1fr) 112px 48px 48px',
    gridTemplateAreas:
      '"addr formula result photo menu" "details details details details details" "msg msg msg msg msg"',
    rowGap: '4px',
  },
});

export const detailsSx: ThemeStyle = (theme) => ({
  display: 'contents',
  [theme.breakpoints.down('md')]: {
    display: 'flex',
    gridArea: 'details',
    gap: '6px',
    minWidth: 0,
    '& > [data-area="oz"]': { flex: '0 0 150px' },
    '& > [data-area="kz"]': { flex: '0 0 64px' },
    '& > [data-area="text"]': { flex: '1 1 auto', minWidth: 0 },
    '& > [data-area="fn"]': { flex: '0 0 76px' },
  },
});

/** The shared look of the cells' inputs and selects: dense on the desk, 48 px touch targets below 900 px. */
export function cellInputStyle(theme: Theme): CSSObject {
  return {
    width: '100%',
    boxSizing: 'border-box',
    height: '32px',
    padding: '0 6px',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: '4px',
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '14px',
    '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-1px' },
    '&[readonly], &:disabled': { borderColor: 'transparent', color: theme.palette.text.primary, opacity: 1 },
    // A locked select reads like text: no dropdown arrow.
    '&:disabled': { appearance: 'none' },
    [theme.breakpoints.down('md')]: { height: '48px', fontSize: '16px' },
  };
}

export const cellInputSx: ThemeStyle = (theme) => cellInputStyle(theme) as ReturnType<ThemeStyle>;

/** A native text input styled as a grid cell. */
export const CellInput = styled('input')(({ theme }) => cellInputStyle(theme));

/**
 * A native select styled as a grid cell (native: fast, and the tablet's own picker). A narrow select shows the
 * start of its option's text (the FN select: the formula number), cut off with an ellipsis where browsers can.
 */
export const CellSelect = styled('select')(({ theme }) => ({
  ...cellInputStyle(theme),
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

/** The header row's cells line up with the rows' (desk only: on tablets the header shows the first line). */
export const headerGridSx: ThemeStyle = (theme) => ({
  ...rowGridSx(theme),
  gridTemplateAreas: '"addr oz kz text fn formula result photo menu"',
  borderBottom: `2px solid ${theme.palette.divider}`,
  fontSize: '13px',
  fontWeight: 600,
  color: 'text.secondary',
  py: '6px',
  bgcolor: 'background.paper',
  [theme.breakpoints.down('md')]: {
    gridTemplateColumns: '60px minmax(0, 1fr) 112px 48px 48px',
    gridTemplateAreas: '"addr formula result photo menu"',
    '& [data-desk-only]': { display: 'none' },
  },
});
