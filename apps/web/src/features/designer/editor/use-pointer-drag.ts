import { useRef, useState, type Dispatch, type PointerEvent } from 'react';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { Bounds } from '@vendoc/designer/element-operations';
import { roundMm } from '@vendoc/designer/geometry';
import type { TemplateEditorAction } from './editor-state';
import { snapMove, snapResize, type Guides, type SnapOptions } from './snapping';

interface Drag {
  mode: 'move' | 'resize';
  ids: string[];
  startX: number;
  startY: number;
  start: Bounds;
  /** How far the elements have been moved already (mm). */
  applied: { dx: number; dy: number };
  started: boolean;
}

const NO_GUIDES: Guides = { x: [], y: [] };

/** The union box of some elements. */
export function unionBounds(elements: readonly Bounds[]): Bounds {
  const left = Math.min(...elements.map((e) => e.x));
  const top = Math.min(...elements.map((e) => e.y));
  const right = Math.max(...elements.map((e) => e.x + e.width));
  const bottom = Math.max(...elements.map((e) => e.y + e.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Moving the selection and resizing an element with the pointer: every pointer move snaps (grid, other elements'
 * edges and centres, margins) and dispatches the difference; the whole drag is one undo step (setDragging).
 */
export function usePointerDrag(
  elements: readonly TemplateElement[],
  dispatch: Dispatch<TemplateEditorAction>,
  scale: number,
  snapOptions: (moving: ReadonlySet<string>) => SnapOptions,
) {
  const drag = useRef<Drag | null>(null);
  const [guides, setGuides] = useState<Guides>(NO_GUIDES);

  const begin = (event: PointerEvent, mode: Drag['mode'], ids: string[]) => {
    const chosen = elements.filter((element) => ids.includes(element.id) && !element.locked);
    if (chosen.length === 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      mode,
      ids: chosen.map((element) => element.id),
      startX: event.clientX,
      startY: event.clientY,
      start: mode === 'move' ? unionBounds(chosen) : { ...(chosen[0] as TemplateElement) },
      applied: { dx: 0, dy: 0 },
      started: false,
    };
  };

  const move = (event: PointerEvent, snap: boolean) => {
    const current = drag.current;
    if (!current) return;
    const rawX = (event.clientX - current.startX) / scale;
    const rawY = (event.clientY - current.startY) / scale;
    if (!current.started) {
      if (Math.abs(rawX) * scale < 2 && Math.abs(rawY) * scale < 2) return;
      current.started = true;
      dispatch({ type: 'edit', action: { type: 'setDragging', dragging: true } });
    }
    const options = snapOptions(new Set(current.ids));
    const free = snap ? options : { ...options, grid: 0, tolerance: 0 };
    if (current.mode === 'move') {
      const moved = { ...current.start, x: current.start.x + rawX, y: current.start.y + rawY };
      const snapped = snapMove(moved, free);
      const dx = roundMm(snapped.box.x - current.start.x - current.applied.dx);
      const dy = roundMm(snapped.box.y - current.start.y - current.applied.dy);
      setGuides(snapped.guides);
      if (dx === 0 && dy === 0) return;
      current.applied = { dx: roundMm(current.applied.dx + dx), dy: roundMm(current.applied.dy + dy) };
      dispatch({ type: 'edit', action: { type: 'moveElements', ids: current.ids, dx, dy } });
    } else {
      const resized = {
        ...current.start,
        width: Math.max(1, current.start.width + rawX),
        height: Math.max(0, current.start.height + rawY),
      };
      const snapped = snapResize(resized, free);
      setGuides(snapped.guides);
      dispatch({
        type: 'edit',
        action: { type: 'setBounds', id: current.ids[0] ?? '', bounds: snapped.box },
      });
    }
  };

  const end = () => {
    if (drag.current?.started) dispatch({ type: 'edit', action: { type: 'setDragging', dragging: false } });
    drag.current = null;
    setGuides(NO_GUIDES);
  };

  return { begin, move, end, guides };
}
