import type { LineBox, QrBox, RectBox } from '@vendoc/designer/layout-types';
import {
  appendBezierCurve,
  closePath,
  fill,
  LineCapStyle,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setLineCap,
  setLineWidth,
  stroke,
  type PDFOperator,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { fillColor, PT_PER_MM, strokeColor, type FramePoint, type PageCanvas } from './page-canvas';

type Dash = LineBox['dash'];

/** Stroke width, colour and dash pattern (dashes scale with the width) in a saved graphics state. */
function strokeStyle(width: number, color: string, dash: Dash): PDFOperator[] {
  const widthPt = width * PT_PER_MM;
  const operators = [pushGraphicsState(), setLineWidth(widthPt), strokeColor(color)];
  if (dash === 'dashed')
    operators.push(setDashPattern([Math.max(3 * widthPt, 2), Math.max(2 * widthPt, 1.5)], 0));
  if (dash === 'dotted')
    operators.push(setLineCap(LineCapStyle.Round), setDashPattern([0, Math.max(2 * widthPt, 1)], 0));
  return operators;
}

/** A straight line from the box's top-left to its bottom-right corner. */
export function drawLine(canvas: PageCanvas, box: LineBox): void {
  if (box.thickness <= 0) return;
  canvas.inFrame(box, (at) => {
    canvas.push(
      ...strokeStyle(box.thickness, box.color, box.dash),
      moveTo(...at(0, 0)),
      lineTo(...at(box.width, box.height)),
      stroke(),
      popGraphicsState(),
    );
  });
}

/** Path of a rectangle inset by `inset` mm, with corners rounded by `radius` mm. */
function rectPath(at: FramePoint, box: RectBox, inset: number, radius: number): PDFOperator[] {
  const left = inset;
  const top = inset;
  const right = box.width - inset;
  const bottom = box.height - inset;
  const r = Math.max(0, Math.min(radius - inset, (right - left) / 2, (bottom - top) / 2));
  if (r === 0) {
    const [x, y] = at(left, bottom);
    return [rectangle(x, y, (right - left) * PT_PER_MM, (bottom - top) * PT_PER_MM)];
  }
  const k = r * (1 - 0.5523); // distance of a quarter circle's control points from its corner
  const curve = (c1: [number, number], c2: [number, number], end: [number, number]) =>
    appendBezierCurve(...at(...c1), ...at(...c2), ...at(...end));
  return [
    moveTo(...at(left + r, top)),
    lineTo(...at(right - r, top)),
    curve([right - k, top], [right, top + k], [right, top + r]),
    lineTo(...at(right, bottom - r)),
    curve([right, bottom - k], [right - k, bottom], [right - r, bottom]),
    lineTo(...at(left + r, bottom)),
    curve([left + k, bottom], [left, bottom - k], [left, bottom - r]),
    lineTo(...at(left, top + r)),
    curve([left, top + k], [left + k, top], [left + r, top]),
    closePath(),
  ];
}

/** A rectangle's fill and border; the border lies inside the box (as a CSS border-box), corners rounded. */
export function drawRect(canvas: PageCanvas, box: RectBox): void {
  canvas.inFrame(box, (at) => {
    if (box.fill !== null)
      canvas.push(fillColor(box.fill), ...rectPath(at, box, 0, box.cornerRadius), fill());
    const { border } = box;
    if (border !== null)
      canvas.push(
        ...strokeStyle(border.width, border.color, border.style),
        ...rectPath(at, box, border.width / 2, box.cornerRadius),
        stroke(),
        popGraphicsState(),
      );
  });
}

/**
 * A QR code as vector squares (error correction M, as the EPC GiroCode requires), filling the largest square of
 * the box from its top-left corner. Dark modules of a row are merged into runs to keep the page small.
 */
export function drawQrCode(canvas: PageCanvas, box: QrBox): void {
  const side = Math.min(box.width, box.height);
  if (side <= 0 || box.payload === '') return;
  const { modules } = QRCode.create(box.payload, { errorCorrectionLevel: 'M' });
  const cell = side / modules.size;
  canvas.inFrame(box, (at) => {
    canvas.push(fillColor('#000000'));
    for (let row = 0; row < modules.size; row++) {
      let column = 0;
      while (column < modules.size) {
        if (!modules.get(row, column)) {
          column++;
          continue;
        }
        const start = column;
        while (column < modules.size && modules.get(row, column)) column++;
        const [x, y] = at(start * cell, (row + 1) * cell);
        canvas.push(rectangle(x, y, (column - start) * cell * PT_PER_MM, cell * PT_PER_MM));
      }
    }
    canvas.push(fill());
  });
}
