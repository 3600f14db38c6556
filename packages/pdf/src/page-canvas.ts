import {
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setStrokingRgbColor,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A point of a box's frame (mm from its top-left corner, y down) in the page's PDF coordinates (pt, y up). */
export type FramePoint = (dx: number, dy: number) => [number, number];

/** A #rrggbb colour as PDF RGB components (0..1). */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255];
}

export const fillColor = (hex: string) => setFillingRgbColor(...rgb(hex));
export const strokeColor = (hex: string) => setStrokingRgbColor(...rgb(hex));

/**
 * One page being drawn: collects operators (appended to the page's content stream at the end) and the page's
 * resource names of fonts and XObjects, one name per object.
 */
export class PageCanvas {
  readonly operators: PDFOperator[] = [];
  private readonly fontNames = new Map<PDFFont, PDFName>();
  private readonly objectNames = new Map<PDFRef, PDFName>();

  constructor(
    readonly page: PDFPage,
    readonly heightMm: number,
  ) {}

  push(...operators: PDFOperator[]): void {
    for (const operator of operators) this.operators.push(operator);
  }

  fontName(font: PDFFont): PDFName {
    let name = this.fontNames.get(font);
    if (!name) {
      name = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontNames.set(font, name);
    }
    return name;
  }

  objectName(ref: PDFRef): PDFName {
    let name = this.objectNames.get(ref);
    if (!name) {
      name = this.page.node.newXObject('X', ref);
      this.objectNames.set(ref, name);
    }
    return name;
  }

  /**
   * Draws in a box's frame: `at(dx, dy)` maps mm from the box's top-left corner (y down) to PDF points. A rotated
   * box turns clockwise around that corner (a transformation matrix in a saved graphics state).
   */
  inFrame(box: { x: number; y: number; rotation: number }, draw: (at: FramePoint) => void): void {
    const left = box.x * PT_PER_MM;
    const top = (this.heightMm - box.y) * PT_PER_MM;
    if (box.rotation === 0) {
      draw((dx, dy) => [left + dx * PT_PER_MM, top - dy * PT_PER_MM]);
      return;
    }
    const radians = (box.rotation * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    this.push(pushGraphicsState(), concatTransformationMatrix(cos, -sin, sin, cos, left, top));
    draw((dx, dy) => [dx * PT_PER_MM, -dy * PT_PER_MM]);
    this.push(popGraphicsState());
  }

  /** Appends the collected operators to the page. */
  flush(): void {
    // in chunks: a page of a long table has tens of thousands of operators, too many for one spread call
    for (let start = 0; start < this.operators.length; start += 5000)
      this.page.pushOperators(...this.operators.slice(start, start + 5000));
    this.operators.length = 0;
  }
}
