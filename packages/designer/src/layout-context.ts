import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { CatalogueField } from './catalogue-groups';
import type { LayoutBox, RectBox, TextBox, TextLine, TextMeasurer } from './layout-types';
import { lineHeightMm } from './text-wrap';

/** What laying out an element needs: the data, the catalogue's fields, the measurer, and the page. */
export interface LayoutContext {
  data: unknown;
  fields: ReadonlyMap<string, CatalogueField>;
  measurer: TextMeasurer;
  page: number;
  pages: number;
}

/** Boxes of a flowing block placed within the space left on a page; y relative to the block's top. */
export interface Placement {
  boxes: LayoutBox[];
  height: number;
  /** What did not fit and continues on the next page; null when the block is done. */
  rest: FlowBlock | null;
}

/**
 * Flowing content (positions table, long texts, blocks below them). `place` lays out as much as fits in `available`
 * mm; a block that cannot place anything returns height 0 and itself as the rest (it moves to the next page).
 * `atTop` says the page has nothing above it yet: then a block must place something, even if it overflows.
 */
export interface FlowBlock {
  place(available: number, atTop: boolean): Placement;
}

/** Inner padding of table cells in mm. */
export const CELL_PADDING = 0.8;

/** A text box of lines for an element's box. */
export function textBox(
  element: TemplateElement,
  box: { x: number; y: number; width: number; height: number },
  lines: TextLine[],
  style = element.style,
): TextBox {
  return {
    type: 'text',
    elementId: element.id,
    rotation: element.rotation,
    ...box,
    style,
    lineHeight: lineHeightMm(style),
    lines,
  };
}

/** The element's own fill and border (for kinds other than line and rectangle), drawn under its content. */
export function frameBox(element: TemplateElement, y: number, height: number): RectBox[] {
  if (element.style.fill === null && element.style.border === null) return [];
  return [
    {
      type: 'rect',
      elementId: element.id,
      x: element.x,
      y,
      width: element.width,
      height,
      rotation: element.rotation,
      fill: element.style.fill,
      border: element.style.border,
      cornerRadius: 0,
    },
  ];
}

/** The boxes moved down by dy mm. */
export function shiftBoxes(boxes: readonly LayoutBox[], dy: number): LayoutBox[] {
  return boxes.map((box) => ({ ...box, y: box.y + dy }));
}
