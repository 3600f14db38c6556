import type { Bounds } from '@vendoc/designer/element-operations';
import { roundMm } from '@vendoc/designer/geometry';

export const ALIGNMENTS = ['left', 'centerX', 'right', 'top', 'centerY', 'bottom'] as const;
export type Alignment = (typeof ALIGNMENTS)[number] | 'distributeX' | 'distributeY';

/**
 * New top-left corners for `boxes` (by id): lined up on the selection's left/centre/right/top/middle/bottom, or
 * spread so that the gaps between neighbours are equal (the outermost stay). Sizes never change.
 */
export function alignBoxes(
  boxes: ReadonlyArray<Bounds & { id: string }>,
  alignment: Alignment,
): Map<string, { x: number; y: number }> {
  const result = new Map<string, { x: number; y: number }>();
  if (boxes.length < 2) return result;
  const left = Math.min(...boxes.map((b) => b.x));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  if (alignment === 'distributeX' || alignment === 'distributeY') {
    const horizontal = alignment === 'distributeX';
    const sorted = [...boxes].sort((a, b) => (horizontal ? a.x - b.x : a.y - b.y));
    const total = sorted.reduce((sum, b) => sum + (horizontal ? b.width : b.height), 0);
    const gap = ((horizontal ? right - left : bottom - top) - total) / (sorted.length - 1);
    let at = horizontal ? left : top;
    for (const box of sorted) {
      result.set(box.id, horizontal ? { x: roundMm(at), y: box.y } : { x: box.x, y: roundMm(at) });
      at += (horizontal ? box.width : box.height) + gap;
    }
    return result;
  }
  for (const box of boxes) {
    const x =
      alignment === 'left'
        ? left
        : alignment === 'right'
          ? right - box.width
          : alignment === 'centerX'
            ? (left + right) / 2 - box.width / 2
            : box.x;
    const y =
      alignment === 'top'
        ? top
        : alignment === 'bottom'
          ? bottom - box.height
          : alignment === 'centerY'
            ? (top + bottom) / 2 - box.height / 2
            : box.y;
    result.set(box.id, { x: roundMm(x), y: roundMm(y) });
  }
  return result;
}
