import { startTransition, useMemo, useRef, type Dispatch, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { Bounds } from '@vendoc/designer/element-operations';
import { roundMm } from '@vendoc/designer/geometry';
import {
  handleEdges,
  idsInBox,
  resizeByHandle,
  rotateAround,
  spannedBox,
  type ResizeHandle,
  type RotatedBounds,
} from '@vendoc/designer/handles';
import { createOverlayStore, NO_OVERLAY } from './drag-overlay';
import type { TemplateEditorAction } from './editor-state';
import { snapMove, snapResize, type SnapOptions } from './snapping';

export type DragMode =
  | { type: 'move' }
  | { type: 'resize'; handle: ResizeHandle }
  | { type: 'rotate' }
  /** Selecting with a box drawn on the page; with `add` (Shift) the box's elements join the selection. */
  | { type: 'marquee'; add: boolean };

interface Drag {
  mode: DragMode;
  ids: string[];
  /** Where the pointer went down: client px and page mm. */
  startX: number;
  startY: number;
  startMm: { x: number; y: number };
  /** The moved elements' union box, or the resized / rotated element. */
  start: RotatedBounds;
  /** A move: how far the elements are shown moved (mm), by a CSS transform until the pointer is released. */
  offset: { dx: number; dy: number };
  /** A move: the nodes shown moved (the elements and the selection frame). */
  nodes: HTMLElement[];
  started: boolean;
}

/** The pointer must travel this far (px) before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 2;

/** The union box of some elements. */
export function unionBounds(elements: readonly Bounds[]): Bounds {
  const left = Math.min(...elements.map((e) => e.x));
  const top = Math.min(...elements.map((e) => e.y));
  const right = Math.max(...elements.map((e) => e.x + e.width));
  const bottom = Math.max(...elements.map((e) => e.y + e.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Shows the moved nodes offset by (dx, dy) mm; while they move they are layers of their own (will-change), so a
 * frame composites them instead of painting the page with its other elements again.
 */
function showOffset(nodes: readonly HTMLElement[], dx: number, dy: number, scale: number, moving: boolean) {
  const transform = dx === 0 && dy === 0 ? '' : `translate(${dx * scale}px, ${dy * scale}px)`;
  for (const node of nodes) {
    node.style.willChange = moving ? 'transform' : '';
    node.style.transform = transform;
  }
}

/**
 * The canvas's pointer gestures: moving the selection, resizing an element by one of its eight handles, rotating
 * it by its rotation handle, and selecting with a box. Moves and resizes snap (grid, other elements' edges and
 * centres, margins; Alt turns it off) and show guides. A move is shown with a CSS transform on the moved nodes and
 * dispatched once when the pointer is released, so that the 200 other elements are not rendered per frame; resizes
 * and rotations dispatch per move (the content reflows). Each gesture is one undo step (setDragging).
 */
export function usePointerDrag(
  elements: readonly TemplateElement[],
  dispatch: Dispatch<TemplateEditorAction>,
  scale: number,
  snapOptions: (moving: ReadonlySet<string>) => SnapOptions,
  page: RefObject<HTMLElement | null>,
) {
  const drag = useRef<Drag | null>(null);
  const overlay = useMemo(createOverlayStore, []);

  const pageMm = (event: PointerEvent) => {
    const rect = page.current?.getBoundingClientRect();
    return { x: (event.clientX - (rect?.left ?? 0)) / scale, y: (event.clientY - (rect?.top ?? 0)) / scale };
  };

  const begin = (event: PointerEvent, mode: DragMode, ids: readonly string[]) => {
    const chosen = elements.filter((element) => ids.includes(element.id) && !element.locked);
    if (mode.type !== 'marquee' && chosen.length === 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const first = chosen[0];
    const start: RotatedBounds =
      mode.type === 'move'
        ? { ...unionBounds(chosen), rotation: 0 }
        : first && mode.type !== 'marquee'
          ? { x: first.x, y: first.y, width: first.width, height: first.height, rotation: first.rotation }
          : { x: 0, y: 0, width: 0, height: 0, rotation: 0 };
    const movedIds = chosen.map((element) => element.id);
    drag.current = {
      mode,
      ids: movedIds,
      startX: event.clientX,
      startY: event.clientY,
      startMm: pageMm(event),
      start,
      offset: { dx: 0, dy: 0 },
      nodes:
        mode.type === 'move'
          ? [...(page.current?.querySelectorAll<HTMLElement>('[data-drag-id]') ?? [])].filter((node) =>
              movedIds.includes(node.dataset['dragId'] ?? ''),
            )
          : [],
      started: false,
    };
  };

  const moveBy = (current: Drag, rawX: number, rawY: number, options: SnapOptions) => {
    const { start } = current;
    const snapped = snapMove({ ...start, x: start.x + rawX, y: start.y + rawY }, options);
    overlay.set({ guides: snapped.guides, marquee: null });
    const dx = roundMm(snapped.box.x - start.x);
    const dy = roundMm(snapped.box.y - start.y);
    if (dx === current.offset.dx && dy === current.offset.dy) return;
    current.offset = { dx, dy };
    showOffset(current.nodes, dx, dy, scale, true);
  };

  const resizeBy = (
    current: Drag,
    handle: ResizeHandle,
    rawX: number,
    rawY: number,
    options: SnapOptions,
  ) => {
    const resized = resizeByHandle(current.start, handle, rawX, rawY);
    // A rotated element's edges do not line up with the page's: it resizes freely.
    const snapped = current.start.rotation === 0 ? snapResize(resized, options, handleEdges(handle)) : null;
    overlay.set({ guides: snapped?.guides ?? NO_OVERLAY.guides, marquee: null });
    const id = current.ids[0] ?? '';
    dispatch({ type: 'edit', action: { type: 'setBounds', id, bounds: snapped?.box ?? resized } });
  };

  const rotateTo = (current: Drag, event: PointerEvent, snap: boolean) => {
    const element = elements.find((candidate) => candidate.id === current.ids[0]);
    if (!element) return;
    const rotation = rotateAround(
      current.start.rotation,
      current.start,
      current.startMm,
      pageMm(event),
      snap,
    );
    if (rotation !== element.rotation)
      dispatch({ type: 'edit', action: { type: 'updateElement', element: { ...element, rotation } } });
  };

  const move = (event: PointerEvent, snap: boolean) => {
    const current = drag.current;
    if (!current) return;
    const rawX = (event.clientX - current.startX) / scale;
    const rawY = (event.clientY - current.startY) / scale;
    if (!current.started) {
      const travelled = Math.max(
        Math.abs(event.clientX - current.startX),
        Math.abs(event.clientY - current.startY),
      );
      if (travelled < DRAG_THRESHOLD_PX) return;
      current.started = true;
      if (current.mode.type === 'move')
        startTransition(() => dispatch({ type: 'edit', action: { type: 'setDragging', dragging: true } }));
      else if (current.mode.type !== 'marquee')
        dispatch({ type: 'edit', action: { type: 'setDragging', dragging: true } });
    }
    const options = snapOptions(new Set(current.ids));
    const free = snap ? options : { ...options, grid: 0, tolerance: 0 };
    const { mode } = current;
    if (mode.type === 'move') moveBy(current, rawX, rawY, free);
    else if (mode.type === 'resize') resizeBy(current, mode.handle, rawX, rawY, free);
    else if (mode.type === 'rotate') rotateTo(current, event, snap);
    else overlay.set({ guides: NO_OVERLAY.guides, marquee: spannedBox(current.startMm, pageMm(event)) });
  };

  const end = () => {
    const current = drag.current;
    drag.current = null;
    const marquee = overlay.get().marquee;
    overlay.set(NO_OVERLAY);
    if (!current) return;
    const { mode } = current;
    if (mode.type === 'marquee') {
      if (marquee) dispatch({ type: 'selectMany', ids: idsInBox(elements, marquee), add: mode.add });
      else if (!mode.add) dispatch({ type: 'select', id: null });
      return;
    }
    if (!current.started) return;
    if (mode.type !== 'move') {
      dispatch({ type: 'edit', action: { type: 'setDragging', dragging: false } });
      return;
    }
    const { dx, dy } = current.offset;
    // The moved elements are drawn at their new place before the transform that showed them there goes.
    flushSync(() => {
      dispatch({ type: 'edit', action: { type: 'moveElements', ids: current.ids, dx, dy } });
      dispatch({ type: 'edit', action: { type: 'setDragging', dragging: false } });
    });
    showOffset(current.nodes, 0, 0, scale, false);
  };

  return { begin, move, end, overlay };
}
