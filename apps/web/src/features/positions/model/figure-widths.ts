import type { BoqNode } from '@vendoc/contract/boqs';
import { germanLength } from '../../../lib/format/decimal-format';
import { COLUMNS, SHORT_TEXT_LEAST, type ColumnId, type ColumnWidths } from './grid-columns';

/** Indentation per level of the tree. */
export const INDENT = 14;
/** Room of the expand/collapse toggle (rows without children are indented by it instead). */
export const TOGGLE_SPACE = 26;
/** Horizontal padding of a cell, both sides together. */
export const CELL_PADDING = 16;
/** Rounding between the measured text and the laid-out one (sub-pixel glyph positions). */
const SLACK = 2;

/** What the OZ, unit and figure columns of the tree table show at the longest, over every node of the BoQ. */
export interface FigureLengths {
  /** The longest OZ per depth of the tree, in characters (deeper rows are indented more). */
  readonly ozByDepth: readonly number[];
  /** The different OZ per depth with every digit as 0: what is measured (digits are tabular, letters are not). */
  readonly ozShapesByDepth: readonly (readonly string[])[];
  /** The different units. */
  readonly units: readonly string[];
  /** The longest figures in characters (digits, separators, sign). */
  readonly qty: number;
  readonly unitPrice: number;
  readonly total: number;
}

/** Unit prices show 2 decimals, or 3 when the third is used; 3 is counted whenever there are more than 2. */
function unitPricePlaces(value: string): number {
  return (value.split('.')[1]?.length ?? 0) > 2 ? 3 : 2;
}

/** The longest texts of the tree table's figure columns over every node (as shown, pending edits included). */
export function figureLengths(nodes: Iterable<BoqNode>): FigureLengths {
  const ozByDepth: number[] = [];
  const shapes: Set<string>[] = [];
  const units = new Set<string>();
  let qty = 0;
  let unitPrice = 0;
  let total = 0;
  for (const node of nodes) {
    ozByDepth[node.depth] = Math.max(ozByDepth[node.depth] ?? 0, node.oz.length);
    (shapes[node.depth] ??= new Set()).add(node.oz.replace(/\d/g, '0'));
    if (node.unit) units.add(node.unit);
    if (node.qty !== null) qty = Math.max(qty, germanLength(node.qty, 3));
    // A markup item shows its percentage in the quantity column ("5,5") and "%" as its unit.
    if (node.markupPercent !== null) {
      qty = Math.max(qty, node.markupPercent.length);
      units.add('%');
    }
    if (node.unitPrice !== null)
      unitPrice = Math.max(unitPrice, germanLength(node.unitPrice, unitPricePlaces(node.unitPrice)));
    if (node.total !== null) total = Math.max(total, germanLength(node.total, 2));
  }
  return {
    ozByDepth: Array.from(ozByDepth, (length) => length ?? 0),
    ozShapesByDepth: Array.from(shapes, (set) => [...(set ?? [])]),
    units: [...units],
    qty,
    unitPrice,
    total,
  };
}

/** Text widths in the table's fonts. */
export interface TextMeasure {
  /** The width of one digit in the cells' boldest font (digits are tabular: all as wide). */
  readonly digit: number;
  /** The width of a text in the cells' boldest font. */
  readonly cell: (text: string) => number;
  /** The width of a column header's label. */
  readonly header: (text: string) => number;
}

/**
 * Each column's width for its content: the widest value over the whole BoQ (not only the rows on screen) and its
 * header, with the cell's padding; the OZ column adds the indentation of each depth. The short text gets its least
 * width (it fills the rest of the row).
 */
export function contentWidths(
  lengths: FigureLengths,
  headers: Readonly<Record<ColumnId, string>>,
  measure: TextMeasure,
): ColumnWidths {
  const chars = (count: number) => count * measure.digit;
  const fit = (content: number) => Math.ceil(content + CELL_PADDING + SLACK);
  const widest = (texts: readonly string[]) =>
    texts.reduce((max, text) => Math.max(max, measure.cell(text)), 0);
  const oz = lengths.ozShapesByDepth.reduce(
    // A digit counts as wide as the tabular digit, a letter as measured.
    (max, shapes, depth) =>
      Math.max(
        max,
        fit(Math.max(widest(shapes), chars(lengths.ozByDepth[depth] ?? 0))) + depth * INDENT + TOGGLE_SPACE,
      ),
    0,
  );
  const content: Record<ColumnId, number> = {
    oz,
    shortText: SHORT_TEXT_LEAST,
    qty: fit(chars(lengths.qty)),
    unit: fit(widest(lengths.units)),
    unitPrice: fit(chars(lengths.unitPrice)),
    total: fit(chars(lengths.total)),
  };
  return Object.fromEntries(
    COLUMNS.map((column) => [column, Math.max(content[column], fit(measure.header(headers[column])))]),
  ) as Record<ColumnId, number>;
}
