import type { Bounds } from '@vendoc/designer/element-operations';
import { roundMm } from '@vendoc/designer/geometry';

/** Where the snapped box lines up: vertical guides at x (mm), horizontal guides at y (mm). */
export interface Guides {
  x: number[];
  y: number[];
}

export interface SnapOptions {
  /** The grid's spacing in mm; 0 for no grid snapping. */
  grid: number;
  /** How close (mm) an edge or centre must come to a target to snap to it. */
  tolerance: number;
  /** Lines to snap to besides the other elements': margins and the page's centre. */
  pageLinesX: number[];
  pageLinesY: number[];
  /** The other elements (not being moved). */
  others: readonly Bounds[];
}

const edgesX = (box: Bounds) => [box.x, box.x + box.width / 2, box.x + box.width];
const edgesY = (box: Bounds) => [box.y, box.y + box.height / 2, box.y + box.height];

/** The shift that brings one of `own` onto the nearest of `targets` within `tolerance`, with that target. */
function nearest(own: number[], targets: number[], tolerance: number): { shift: number; at: number } | null {
  let best: { shift: number; at: number } | null = null;
  for (const target of targets)
    for (const value of own) {
      const shift = target - value;
      if (Math.abs(shift) <= tolerance && (!best || Math.abs(shift) < Math.abs(best.shift)))
        best = { shift, at: target };
    }
  return best;
}

function axis(
  start: number,
  own: number[],
  targets: number[],
  options: SnapOptions,
): { shift: number; guides: number[] } {
  const hit = nearest(own, targets, options.tolerance);
  if (hit) return { shift: hit.shift, guides: [hit.at] };
  if (options.grid > 0) return { shift: Math.round(start / options.grid) * options.grid - start, guides: [] };
  return { shift: 0, guides: [] };
}

/**
 * Snaps a moved box: an edge or centre near another element's edge or centre, a margin or the page's centre
 * lines up with it (a guide is shown there); otherwise its top-left corner goes onto the grid.
 */
export function snapMove(box: Bounds, options: SnapOptions): { box: Bounds; guides: Guides } {
  const x = axis(box.x, edgesX(box), [...options.others.flatMap(edgesX), ...options.pageLinesX], options);
  const y = axis(box.y, edgesY(box), [...options.others.flatMap(edgesY), ...options.pageLinesY], options);
  return {
    box: { ...box, x: roundMm(box.x + x.shift), y: roundMm(box.y + y.shift) },
    guides: { x: x.guides, y: y.guides },
  };
}

/** The edges a resize handle moves (the others stay). */
export interface MovingEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

/** The shift of one moving edge (0 when it does not move) and its guide. */
function edgeAxis(
  edge: number,
  moving: boolean,
  targets: number[],
  options: SnapOptions,
): { shift: number; guides: number[] } {
  return moving ? axis(edge, [edge], targets, options) : { shift: 0, guides: [] };
}

/**
 * Snaps the edges a resize handle moves of an upright box the same way as a move (another element's edge or
 * centre, a margin, the page's centre, else the grid); the opposite edges stay where they are.
 */
export function snapResize(
  box: Bounds,
  options: SnapOptions,
  edges: MovingEdges = { left: false, right: true, top: false, bottom: true },
): { box: Bounds; guides: Guides } {
  const targetsX = [...options.others.flatMap(edgesX), ...options.pageLinesX];
  const targetsY = [...options.others.flatMap(edgesY), ...options.pageLinesY];
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const l = edgeAxis(box.x, edges.left, targetsX, options);
  const r = edgeAxis(right, edges.right && !edges.left, targetsX, options);
  const t = edgeAxis(box.y, edges.top, targetsY, options);
  const b = edgeAxis(bottom, edges.bottom && !edges.top, targetsY, options);
  const x = Math.min(roundMm(box.x + l.shift), right);
  const y = Math.min(roundMm(box.y + t.shift), bottom);
  return {
    box: {
      x,
      y,
      width: Math.max(0, roundMm(right + r.shift - x)),
      height: Math.max(0, roundMm(bottom + b.shift - y)),
    },
    guides: { x: [...l.guides, ...r.guides], y: [...t.guides, ...b.guides] },
  };
}
