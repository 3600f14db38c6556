/** The columns of the BoQ's tree table, in order. */
export const COLUMNS = ['oz', 'shortText', 'qty', 'unit', 'unitPrice', 'total'] as const;
export type ColumnId = (typeof COLUMNS)[number];

/** A width in pixels for every column. */
export type ColumnWidths = Readonly<Record<ColumnId, number>>;
/** The widths a user has set by dragging (or by keyboard); the others are sized to their content. */
export type ChosenWidths = Readonly<Partial<Record<ColumnId, number>>>;

/** How tall the rows are: compact for a desk with a mouse, comfortable for touch. */
export type GridDensity = 'compact' | 'comfortable';
export const DENSITIES: readonly GridDensity[] = ['compact', 'comfortable'];

export interface DensityMetrics {
  readonly rowHeight: number;
  readonly headerHeight: number;
}

/** Fixed per density: 20,000 rows are virtualized by the row height. */
export const DENSITY_METRICS: Readonly<Record<GridDensity, DensityMetrics>> = {
  compact: { rowHeight: 22, headerHeight: 28 },
  comfortable: { rowHeight: 36, headerHeight: 36 },
};

/** The short text ellipsizes (its full text is its title); it fills what the other columns leave, at least this. */
export const SHORT_TEXT_LEAST = 160;
/** Narrower than this a dragged short text column is of no use. */
const SHORT_TEXT_DRAG_LEAST = 80;
/** The widest a dragged column gets. */
export const MAX_COLUMN_WIDTH = 1200;

/**
 * The least width a user may give a column: OZ, unit and figures never narrower than their widest value (a number
 * or an OZ is never cut), the short text down to a few words.
 */
export function leastWidth(column: ColumnId, fit: ColumnWidths): number {
  return column === 'shortText' ? SHORT_TEXT_DRAG_LEAST : fit[column];
}

/** A width the user asks for, within what the column allows. */
export function clampWidth(column: ColumnId, width: number, fit: ColumnWidths): number {
  const least = leastWidth(column, fit);
  return Math.round(Math.min(Math.max(width, least), Math.max(MAX_COLUMN_WIDTH, least)));
}

export interface ShownWidths {
  readonly widths: ColumnWidths;
  /** Whether the short text fills the rest of the row (no width chosen for it); `widths.shortText` is its least. */
  readonly fillShortText: boolean;
  /** A row's least width: every column and the border. */
  readonly rowWidth: number;
}

/**
 * The widths the table shows: each chosen width where the user set one (but never narrower than the content now
 * is: a later, longer value widens the column again), else the width of the content.
 */
export function shownWidths(fit: ColumnWidths, chosen: ChosenWidths): ShownWidths {
  const widths = Object.fromEntries(
    COLUMNS.map((column) => {
      const width = chosen[column];
      return [column, width === undefined ? fit[column] : clampWidth(column, width, fit)];
    }),
  ) as Record<ColumnId, number>;
  const rowWidth = COLUMNS.reduce((sum, column) => sum + widths[column], 2);
  return { widths, fillShortText: chosen.shortText === undefined, rowWidth };
}

/** The widths as the CSS variables the table's styles read. */
export function columnWidthVars({ widths, rowWidth }: ShownWidths): Record<string, string> {
  return {
    ...Object.fromEntries(COLUMNS.map((column) => [`--col-${column}`, `${widths[column]}px`])),
    '--row-min': `${rowWidth}px`,
  };
}
