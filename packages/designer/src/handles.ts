import type { Bounds } from './element-operations';
import { roundMm } from './geometry';

/**
 * The editor's pointer geometry: resizing by one of eight handles and rotating by the rotation handle, both in the
 * element's own frame (an element turns clockwise around its top-left corner, as the PDF draws it), and the box a
 * rotated element covers on the page (for selecting with a box).
 */

/** The eight resize handles: corners and edge midpoints, named by compass direction. */
export const RESIZE_HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type ResizeHandle = (typeof RESIZE_HANDLES)[number];

/** A box with its clockwise rotation in degrees around its top-left corner. */
export interface RotatedBounds extends Bounds {
  rotation: number;
}

/** Where a handle sits in the element's frame, as fractions of its width and height. */
export function handleFraction(handle: ResizeHandle): { fx: number; fy: number } {
  return {
    fx: handle.includes('w') ? 0 : handle.includes('e') ? 1 : 0.5,
    fy: handle.includes('n') ? 0 : handle.includes('s') ? 1 : 0.5,
  };
}

/** Which edges a handle moves. */
export function handleEdges(handle: ResizeHandle): {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
} {
  return {
    left: handle.includes('w'),
    right: handle.includes('e'),
    top: handle.includes('n'),
    bottom: handle.includes('s'),
  };
}

/** A page vector (mm) in the frame of an element rotated by `degrees` (clockwise). */
export function toElementFrame(dx: number, dy: number, degrees: number): { dx: number; dy: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { dx: dx * cos + dy * sin, dy: -dx * sin + dy * cos };
}

/** An element-frame vector (mm) on the page. */
export function toPageFrame(dx: number, dy: number, degrees: number): { dx: number; dy: number } {
  return toElementFrame(dx, dy, -degrees);
}

/**
 * The box after dragging `handle` by (dx, dy) mm on the page: the pointer's movement is taken in the element's
 * frame, the handle's edges follow it and the opposite edges stay where they are on the page (a rotated element's
 * top-left corner moves along its own axes when its left or top edge moves). Width and height do not go below 0.
 */
export function resizeByHandle(start: RotatedBounds, handle: ResizeHandle, dx: number, dy: number): Bounds {
  const local = toElementFrame(dx, dy, start.rotation);
  const edges = handleEdges(handle);
  let width = start.width;
  let height = start.height;
  if (edges.right) width = start.width + local.dx;
  if (edges.left) width = start.width - local.dx;
  if (edges.bottom) height = start.height + local.dy;
  if (edges.top) height = start.height - local.dy;
  width = Math.max(0, width);
  height = Math.max(0, height);
  // The top-left corner moves by what the left / top edge moved, in the element's frame.
  const shift = toPageFrame(
    edges.left ? start.width - width : 0,
    edges.top ? start.height - height : 0,
    start.rotation,
  );
  return {
    x: roundMm(start.x + shift.dx),
    y: roundMm(start.y + shift.dy),
    width: roundMm(width),
    height: roundMm(height),
  };
}

/** Degrees normalised to 0 <= r < 360 in 0.1 steps (the model's rotation). */
export function normaliseDegrees(degrees: number): number {
  const tenths = Math.round(degrees * 10) % 3600;
  return (tenths < 0 ? tenths + 3600 : tenths) / 10;
}

/** The step rotation snaps to and how close (degrees) it must come. */
export const ROTATION_SNAP_STEP = 15;
export const ROTATION_SNAP_TOLERANCE = 4;

/**
 * The rotation after turning the pointer around the element's top-left corner `origin` from `from` to `to` (page
 * mm), starting at `startRotation`; with `snap`, within 4° of a multiple of 15° it takes that multiple.
 */
export function rotateAround(
  startRotation: number,
  origin: { x: number; y: number },
  from: { x: number; y: number },
  to: { x: number; y: number },
  snap: boolean,
): number {
  const angle = (point: { x: number; y: number }) =>
    (Math.atan2(point.y - origin.y, point.x - origin.x) * 180) / Math.PI;
  const turned = normaliseDegrees(startRotation + angle(to) - angle(from));
  if (!snap) return turned;
  const nearest = Math.round(turned / ROTATION_SNAP_STEP) * ROTATION_SNAP_STEP;
  return Math.abs(nearest - turned) <= ROTATION_SNAP_TOLERANCE ? normaliseDegrees(nearest) : turned;
}

/** The upright box a rotated element covers on the page. */
export function coveredBounds(box: RotatedBounds): Bounds {
  if (box.rotation === 0) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const corners = [
    [0, 0],
    [box.width, 0],
    [box.width, box.height],
    [0, box.height],
  ].map(([cx = 0, cy = 0]) => {
    const page = toPageFrame(cx, cy, box.rotation);
    return { x: box.x + page.dx, y: box.y + page.dy };
  });
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The box spanned by two corners, whichever way it was drawn. */
export function spannedBox(a: { x: number; y: number }, b: { x: number; y: number }): Bounds {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** Whether two boxes overlap or touch (a zero-height line inside the box counts). */
export function boxesMeet(a: Bounds, b: Bounds): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** The ids of the elements a selection box meets (what they cover on the page, rotation included). */
export function idsInBox<E extends RotatedBounds & { id: string }>(
  elements: readonly E[],
  box: Bounds,
): string[] {
  return elements.filter((element) => boxesMeet(coveredBounds(element), box)).map((element) => element.id);
}
