import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { PageRegion } from '@vendoc/contract/document-templates';
import { elementBoxes, elementLines, freeTableRows, totalsHeight } from './layout-elements';
import {
  frameBox,
  shiftBoxes,
  textBox,
  type FlowBlock,
  type LayoutContext,
  type Placement,
} from './layout-context';
import { linesBeforeBreak } from './keep-lines';
import { positionsTableBlock } from './layout-table';
import type { LayoutBox, TextLine } from './layout-types';
import { lineHeightMm } from './text-wrap';

/** Kinds that stay where they are on the first page even inside the flow area. */
const FIXED_KINDS: ReadonlySet<TemplateElement['kind']> = new Set([
  'pageNumber',
  'addressWindow',
  'foldMarks',
]);

/** Whether a first-page element takes part in the flow: its top is inside the flow area and it is not fixed. */
export function isFlowing(element: TemplateElement, flowTop: number, flowBottom: number): boolean {
  return element.y >= flowTop && element.y < flowBottom && !FIXED_KINDS.has(element.kind);
}

/**
 * A text or field: grows to its lines (at least its own height where the page has room) and splits between lines
 * across pages, keeping at least 2 lines of a paragraph on each side of a break (linesBeforeBreak).
 */
function textBlock(element: TemplateElement, lines: TextLine[]): FlowBlock {
  const lineHeight = lineHeightMm(element.style);
  const piece = (rest: TextLine[], first: boolean): FlowBlock => ({
    place(available, atTop): Placement {
      const needed = Math.max(first ? element.height : 0, rest.length * lineHeight);
      const boxes = (count: number, height: number): LayoutBox[] => [
        ...frameBox(element, 0, height),
        textBox(element, { x: element.x, y: 0, width: element.width, height }, rest.slice(0, count)),
      ];
      if (needed <= available) return { boxes: boxes(rest.length, needed), height: needed, rest: null };
      // an empty text never opens a page of its own: it shrinks to what is left, down to nothing
      if (rest.length === 0) {
        const height = Math.max(0, available);
        return { boxes: boxes(0, height), height, rest: null };
      }
      const room = Math.max(atTop ? 1 : 0, Math.floor(available / lineHeight));
      if (room >= rest.length) {
        // every line fits, only the element's own height does not: it shrinks to the space left
        const height = Math.max(rest.length * lineHeight, Math.min(needed, available));
        return { boxes: boxes(rest.length, height), height, rest: null };
      }
      // orphans and widows: no paragraph leaves or carries a single line, unless the page is empty
      const fit = linesBeforeBreak(rest, room, atTop);
      if (fit === 0) return { boxes: [], height: 0, rest: piece(rest, first) };
      return {
        boxes: boxes(fit, fit * lineHeight),
        height: fit * lineHeight,
        rest: piece(rest.slice(fit), false),
      };
    },
  });
  return piece(lines, true);
}

/** A block that is placed whole: it moves to the next page when it does not fit (unless the page is empty). */
function wholeBlock(element: TemplateElement, context: LayoutContext, height: number): FlowBlock {
  const block: FlowBlock = {
    place(available, atTop) {
      if (height > available && !atTop) return { boxes: [], height: 0, rest: block };
      return { boxes: elementBoxes(element, context, 0, height), height, rest: null };
    },
  };
  return block;
}

/** The flowing block of an element. */
export function elementBlock(element: TemplateElement, context: LayoutContext): FlowBlock {
  if (element.kind === 'positionsTable') return positionsTableBlock(element, context);
  const lines = elementLines(element, context);
  if (lines !== null) return textBlock(element, lines);
  if (element.kind === 'totals')
    return wholeBlock(element, context, Math.max(element.height, totalsHeight(element, context)));
  if (element.kind === 'freeTable') {
    const height = freeTableRows(element, context).reduce((total, row) => total + row.height, 0);
    return wholeBlock(element, context, Math.max(element.height, height));
  }
  return wholeBlock(element, context, element.height);
}

/** Elements side by side (overlapping vertically in the template) move together as one row. */
export interface FlowRow {
  top: number;
  bottom: number;
  elements: TemplateElement[];
}

/** Groups flowing elements into rows by vertical overlap, top to bottom. */
export function flowRows(elements: readonly TemplateElement[]): FlowRow[] {
  const rows: FlowRow[] = [];
  const sorted = [...elements].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const element of sorted) {
    const last = rows[rows.length - 1];
    if (last && element.y < last.bottom) {
      last.elements.push(element);
      last.bottom = Math.max(last.bottom, element.y + element.height);
    } else rows.push({ top: element.y, bottom: element.y + element.height, elements: [element] });
  }
  return rows;
}

/** A row's block: a single element's own block, or several placed whole side by side at their offsets. */
export function rowBlock(row: FlowRow, context: LayoutContext): FlowBlock {
  const [only] = row.elements;
  if (only && row.elements.length === 1) return elementBlock(only, context);
  const block: FlowBlock = {
    place(available, atTop) {
      const boxes: LayoutBox[] = [];
      let height = 0;
      for (const element of row.elements) {
        const offset = element.y - row.top;
        const placement = elementBlock(element, context).place(Infinity, true);
        boxes.push(...placement.boxes.map((box) => ({ ...box, y: box.y + offset })));
        height = Math.max(height, offset + placement.height);
      }
      if (height > available && !atTop) return { boxes: [], height: 0, rest: block };
      return { boxes, height, rest: null };
    },
  };
  return block;
}

/**
 * Places the flow rows on pages: the boxes of each page (page 1 in the first page's flow area, further pages in
 * the following pages'). A row keeps its gap to the row above unless it opens a page. The totals block and the
 * rows after it (payment terms, closing text, signature) keep together: when one of those rows would have to open
 * a new page while the totals block stands whole on the page before (and not at its top), the totals block and
 * everything after it move to the new page, so the last page never holds a closing text alone.
 */
export function flowPages(
  rows: readonly FlowRow[],
  regions: { firstPage: PageRegion; followingPages: PageRegion },
  contextOf: (page: number) => LayoutContext,
): LayoutBox[][] {
  const { firstPage, followingPages } = regions;
  const pages: LayoutBox[][] = [[]];
  const anchor = rows.findIndex((row) => row.elements.some((element) => element.kind === 'totals'));
  /** Where the totals block was placed: its page, the index of its first box there, whether it opened the page. */
  let totalsAt: { page: number; start: number; atTop: boolean } | null = null;
  let cursor = firstPage.flowTop;
  let previousBottom = firstPage.flowTop;
  let atTop = true;
  const newPage = () => {
    pages.push([]);
    cursor = followingPages.flowTop;
    atTop = true;
  };
  rows: for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as FlowRow;
    if (!atTop) cursor += Math.max(0, row.top - previousBottom);
    else if (pages.length === 1) cursor = Math.max(cursor, row.top);
    previousBottom = row.bottom;
    if (index === anchor) totalsAt = { page: pages.length - 1, start: pages.at(-1)?.length ?? 0, atTop };
    let pending: FlowBlock | null = rowBlock(row, contextOf(pages.length));
    while (pending) {
      const region = pages.length === 1 ? firstPage : followingPages;
      const placement = pending.place(region.flowBottom - cursor, atTop);
      const placedNothing = placement.boxes.length === 0 && placement.height === 0;
      if (placedNothing && index > anchor && totalsAt?.page === pages.length - 1 && !totalsAt.atTop) {
        (pages[totalsAt.page] as LayoutBox[]).splice(totalsAt.start);
        newPage();
        index = anchor - 1;
        continue rows;
      }
      if (!placedNothing) {
        (pages[pages.length - 1] as LayoutBox[]).push(...shiftBoxes(placement.boxes, cursor));
        cursor += placement.height;
        atTop = false;
      }
      pending = placement.rest;
      if (pending) newPage();
    }
  }
  return pages;
}

/**
 * What the designer's canvas shows of an element in its own box: the positions table with the rows of the data
 * that fit into the element's height (as its block would start at the element's top on an empty page); every other
 * element as the PDF draws it where it stands.
 */
export function canvasBoxes(element: TemplateElement, context: LayoutContext): LayoutBox[] {
  if (element.kind !== 'positionsTable') return elementBoxes(element, context);
  const placement = positionsTableBlock(element, context).place(element.height, true);
  return shiftBoxes(placement.boxes, element.y);
}
