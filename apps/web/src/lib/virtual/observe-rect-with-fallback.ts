import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

export interface Rect {
  readonly width: number;
  readonly height: number;
}

/**
 * The virtualizer's `observeElementRect` for a scrolling grid: before the browser has laid the grid out (or where it
 * never does, in tests) it reports `fallback`, so a screenful of rows is drawn instead of none.
 */
export function observeRectWithFallback(fallback: Rect) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : fallback));
}
