import type { ElementOfKind, ElementStyle } from '@vendoc/contract/document-template-elements';
import { lineTotal } from '@vendoc/money/amounts';
import { decimal, formatGerman, sum, tryParseDecimal, type Decimal } from '@vendoc/money/decimal';
import { formatFieldValue } from './format-value';
import { linesBeforeBreak, paragraphAllowsBreak } from './keep-lines';
import { CELL_PADDING, textBox, type FlowBlock, type LayoutContext, type Placement } from './layout-context';
import type { LayoutBox, TextLine } from './layout-types';
import { resolvePath } from './resolve-path';
import { lineHeightMm, wrapText } from './text-wrap';

type TableElement = ElementOfKind<'positionsTable'>;

/** Orphan and widow control when a position's text breaks across pages. */
const MIN_LINES_BEFORE_BREAK = 3;
const MIN_LINES_AFTER_BREAK = 2;
type Column = TableElement['columns'][number];

/** A table row: its cells' lines per column (null: covered by the cell before), height, and the total it adds. */
interface Row {
  type: 'header' | 'title' | 'position' | 'subtotal' | 'carryOver';
  cells: (TextLine[] | null)[];
  height: number;
  total: Decimal | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Money in a table cell: German notation without the currency (the header says €), unit prices up to 3 places. */
function moneyCell(value: Decimal | null, maxPlaces = 2): string {
  if (value === null) return '';
  return formatGerman(value, Math.min(Math.max(value.decimalPlaces(), 2), maxPlaces));
}

/** A position's total: the given one, else quantity x unit price; null when it has no price. */
function positionTotal(item: unknown): Decimal | null {
  // an item out of the total (an alternative, a provisional item without total) prints without amount or sum
  if (resolvePath(item, 'inTotal') === false) return null;
  const given = tryParseDecimal(text(resolvePath(item, 'total')));
  if (given !== null) return given;
  const quantity = tryParseDecimal(text(resolvePath(item, 'quantity')));
  const unitPrice = tryParseDecimal(text(resolvePath(item, 'unitPrice')));
  return quantity !== null && unitPrice !== null ? lineTotal(quantity, unitPrice) : null;
}

function cellText(item: unknown, column: Column, total: Decimal | null): string {
  const value = resolvePath(item, column.key === 'vat' ? 'vatRate' : column.key);
  switch (column.key) {
    case 'quantity':
      return formatFieldValue(value, 'quantity');
    case 'unitPrice':
      return moneyCell(tryParseDecimal(text(value)), 3);
    case 'total':
      return moneyCell(total);
    case 'vat':
    case 'discount':
      return formatFieldValue(value, 'percent');
    default:
      return text(value);
  }
}

/** Builds the rows of a table: header, then titles, positions and title subtotals in document order. */
class RowBuilder {
  readonly lineHeight: number;
  readonly totalColumn: number;
  constructor(
    private readonly table: TableElement,
    private readonly context: LayoutContext,
  ) {
    this.lineHeight = lineHeightMm(table.style);
    this.totalColumn = table.columns.findIndex((column) => column.key === 'total');
  }

  row(type: Row['type'], texts: (string | null)[], total: Decimal | null = null): Row {
    const style =
      type === 'position' ? this.table.style : { ...this.table.style, fontWeight: 'bold' as const };
    const cells = texts.map((value, index) => {
      if (value === null) return null;
      const width = this.spanWidth(texts, index) - 2 * CELL_PADDING;
      return wrapText(value, width, style, this.context.measurer);
    });
    const lines = Math.max(1, ...cells.map((lines) => lines?.length ?? 0));
    return { type, cells, height: lines * this.lineHeight + 2 * CELL_PADDING, total };
  }

  /** The width of a cell and the null cells after it. */
  spanWidth(texts: readonly (string | null)[], index: number): number {
    let width = this.table.columns[index]?.width ?? 0;
    for (let next = index + 1; next < texts.length && texts[next] === null; next++)
      width += this.table.columns[next]?.width ?? 0;
    return width;
  }

  /** A label over every column before the total column, the amount in it. */
  labelled(type: 'subtotal' | 'carryOver', label: string, amount: Decimal): Row {
    const texts = this.table.columns.map((): string | null => null);
    texts[0] = label;
    texts[this.totalColumn] = moneyCell(amount);
    return this.row(type, texts);
  }

  header(): Row {
    return this.row(
      'header',
      this.table.columns.map((column) => column.label),
    );
  }

  body(entries: unknown): Row[] {
    const rows: Row[] = [];
    for (const entry of Array.isArray(entries) ? entries : []) {
      const children = resolvePath(entry, 'items');
      if (Array.isArray(children)) {
        const texts = this.table.columns.map((_column, index): string | null =>
          index === 0 ? text(resolvePath(entry, 'oz')) : null,
        );
        if (texts.length > 1) texts[1] = text(resolvePath(entry, 'shortText'));
        rows.push(this.row('title', texts));
        const inner = this.body(children);
        rows.push(...inner);
        if (this.table.titleSubtotals && this.totalColumn > 0) {
          const subtotal = sum(
            inner.flatMap((row) => (row.type === 'position' && row.total ? [row.total] : [])),
          );
          const label =
            `Summe ${text(resolvePath(entry, 'oz'))} ${text(resolvePath(entry, 'shortText'))}`.trim();
          rows.push({ ...this.labelled('subtotal', label, subtotal), total: null });
        }
      } else {
        const total = positionTotal(entry);
        rows.push(
          this.row(
            'position',
            this.table.columns.map((column) => cellText(entry, column, total)),
            total,
          ),
        );
      }
    }
    return rows;
  }
}

/** The boxes of a row with its top at `top`. */
function rowBoxes(table: TableElement, row: Row, top: number, builder: RowBuilder): LayoutBox[] {
  const boxes: LayoutBox[] = [];
  const base = { elementId: table.id, rotation: table.rotation, x: table.x, width: table.width };
  if (row.type === 'header' && table.headerFill !== null)
    boxes.push({
      ...base,
      type: 'rect',
      y: top,
      height: row.height,
      fill: table.headerFill,
      border: null,
      cornerRadius: 0,
    });
  if (row.type === 'subtotal' || row.type === 'carryOver')
    boxes.push({
      ...base,
      type: 'line',
      y: top,
      height: 0,
      thickness: 0.2,
      color: table.style.color,
      dash: 'solid',
    });
  let left = table.x;
  const texts = row.cells.map((cell) => (cell === null ? null : ''));
  row.cells.forEach((lines, index) => {
    const column = table.columns[index];
    if (!column) return;
    if (lines !== null) {
      const width = builder.spanWidth(texts, index);
      const style: ElementStyle = {
        ...table.style,
        fontWeight: row.type === 'position' ? table.style.fontWeight : 'bold',
        italic: row.type === 'carryOver' || table.style.italic,
        align:
          index === builder.totalColumn || row.type === 'position' || row.type === 'header'
            ? column.align
            : 'left',
      };
      const box = {
        x: left + CELL_PADDING,
        y: top + CELL_PADDING,
        width: width - 2 * CELL_PADDING,
        height: row.height - 2 * CELL_PADDING,
      };
      boxes.push(textBox(table, box, lines, style));
    }
    left += column.width;
  });
  if (row.type === 'header')
    boxes.push({
      ...base,
      type: 'line',
      y: top + row.height,
      height: 0,
      thickness: 0.2,
      color: table.style.color,
      dash: 'solid',
    });
  return boxes;
}

/** The cell with the most lines: its paragraphs decide where the row may break. */
const tallestCell = (row: Row): TextLine[] =>
  row.cells.reduce<TextLine[]>(
    (tallest, cell) => (cell && cell.length > tallest.length ? cell : tallest),
    [],
  );

/**
 * How many lines of a position stay on the page when at most `fit` fit: at least 3 (with its figures) and 2 going
 * on, no paragraph of its text leaving or carrying a single line; 0 when it moves whole.
 */
function positionBreak(row: Row, fit: number): number {
  const lines = tallestCell(row);
  for (
    let count = Math.min(fit, lines.length - MIN_LINES_AFTER_BREAK);
    count >= MIN_LINES_BEFORE_BREAK;
    count--
  )
    if (paragraphAllowsBreak(lines, count)) return count;
  return 0;
}

/** A position taller than any page: breaks where its paragraphs allow, else where the page ends. */
function forcedBreak(row: Row, fit: number): number {
  const lines = tallestCell(row);
  return fit >= 1 && fit < lines.length ? linesBeforeBreak(lines, fit, true) : 0;
}

/**
 * Splits a position row so that its first part is `lines` lines high. The first part prints the figures (they stand
 * on the row's first line), so its amount counts toward that page's carry-over; the rest carries no amount.
 */
function splitRow(row: Row, lines: number, lineHeight: number): [Row, Row] {
  const head = row.cells.map((cell) => cell?.slice(0, lines) ?? null);
  const tail = row.cells.map((cell) => cell?.slice(lines) ?? null);
  const height = (cells: (TextLine[] | null)[]) =>
    Math.max(1, ...cells.map((cell) => cell?.length ?? 0)) * lineHeight + 2 * CELL_PADDING;
  return [
    { ...row, cells: head, height: height(head) },
    { ...row, cells: tail, height: height(tail), total: null },
  ];
}

/**
 * The positions table as a flowing block: header (repeated on each page when asked), titles, positions and title
 * subtotals; with carry-over, the sum of the amounts printed so far closes a page ("Übertrag") and opens the
 * next (a broken position's amount prints with its first part and counts on that page). A title never stays alone at the foot of a page; a position's long text breaks across pages by lines (at
 * least 3 lines before the break and 2 after, and 2 of each paragraph on either side; a position taller than a
 * page always breaks).
 */
export function positionsTableBlock(table: TableElement, context: LayoutContext): FlowBlock {
  const builder = new RowBuilder(table, context);
  const rows = builder.body(resolvePath(context.data, 'items'));
  const carry = table.carryOver && builder.totalColumn > 0;
  const carryHeight = builder.labelled('carryOver', 'Übertrag', decimal('0')).height;

  const block = (rows: Row[], index: number, running: Decimal, first: boolean): FlowBlock => ({
    place(available: number, atTop: boolean): Placement {
      const placed: Row[] = [];
      if (!first && carry) placed.push(builder.labelled('carryOver', 'Übertrag', running));
      if (first || table.repeatHeader) placed.push(builder.header());
      const prefix = placed.reduce((total, row) => total + row.height, 0);
      let used = prefix;
      let next = index;
      let total = running;
      let pending = rows;
      while (next < pending.length) {
        const row = pending[next] as Row;
        const reserve = carry && next < pending.length - 1 ? carryHeight : 0;
        const following = row.type === 'title' ? (pending[next + 1]?.height ?? 0) : 0;
        if (used + row.height + reserve + following > available) {
          // a position splits by lines when at least 3 lines stay here and 2 go on and no paragraph of its text
          // is left or carried with a single line (always when it is taller than any page can hold); anything
          // else waits for the next page
          const neverFits = atTop && row.type === 'position' && prefix + row.height + reserve > available;
          const fit = Math.floor((available - used - reserve - 2 * CELL_PADDING) / builder.lineHeight);
          const split =
            row.type !== 'position' ? 0 : positionBreak(row, fit) || (neverFits ? forcedBreak(row, fit) : 0);
          if (split > 0) {
            const [head, tail] = splitRow(row, split, builder.lineHeight);
            pending = [...pending.slice(0, next), head, tail, ...pending.slice(next + 1)];
            continue;
          }
          if (next > index || !atTop) break;
        }
        placed.push(row);
        used += row.height;
        if (row.type === 'position' && row.total) total = total.plus(row.total);
        next++;
      }
      if (next === index && !atTop && pending.length > 0)
        return { boxes: [], height: 0, rest: block(rows, index, running, first) };
      const done = next >= pending.length;
      if (!done && carry) placed.push(builder.labelled('carryOver', 'Übertrag', total));
      const boxes: LayoutBox[] = [];
      let top = 0;
      for (const row of placed) {
        boxes.push(...rowBoxes(table, row, top, builder));
        top += row.height;
      }
      return {
        boxes,
        height: top,
        rest: done ? null : block(pending, next, total, false),
      };
    },
  });
  return block(rows, 0, decimal('0'), true);
}
