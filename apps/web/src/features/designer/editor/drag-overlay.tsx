import { useSyncExternalStore } from 'react';
import type { Bounds } from '@vendoc/designer/element-operations';
import type { Guides } from './snapping';

/** What a running drag shows over the page: snapping guides and the selection box. */
export interface OverlayState {
  guides: Guides;
  marquee: Bounds | null;
}

export const NO_OVERLAY: OverlayState = { guides: { x: [], y: [] }, marquee: null };

/**
 * A tiny store for the overlay, so that a pointer move redraws the guides and the selection box only, not the
 * canvas with its elements.
 */
export interface OverlayStore {
  get: () => OverlayState;
  set: (next: OverlayState) => void;
  subscribe: (listener: () => void) => () => void;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function createOverlayStore(): OverlayStore {
  let state = NO_OVERLAY;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const same =
        sameList(next.guides.x, state.guides.x) &&
        sameList(next.guides.y, state.guides.y) &&
        next.marquee === state.marquee;
      if (same) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const GUIDE = '#e91e63';

/** The guides (vertical at x, horizontal at y, in mm) and the selection box of the running drag. */
export function DragOverlay({ store, scale }: { store: OverlayStore; scale: number }) {
  const { guides, marquee } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      {guides.x.map((x) => (
        <div
          key={`x${x}`}
          aria-hidden
          data-testid="snap-guide"
          style={{
            position: 'absolute',
            left: x * scale,
            top: 0,
            bottom: 0,
            borderLeft: `1px solid ${GUIDE}`,
          }}
        />
      ))}
      {guides.y.map((y) => (
        <div
          key={`y${y}`}
          aria-hidden
          data-testid="snap-guide"
          style={{ position: 'absolute', top: y * scale, left: 0, right: 0, borderTop: `1px solid ${GUIDE}` }}
        />
      ))}
      {marquee ? (
        <div
          aria-hidden
          data-testid="selection-box"
          style={{
            position: 'absolute',
            left: marquee.x * scale,
            top: marquee.y * scale,
            width: marquee.width * scale,
            height: marquee.height * scale,
            border: '1px solid #1976d2',
            background: 'rgba(25, 118, 210, 0.08)',
            pointerEvents: 'none',
          }}
        />
      ) : null}
    </>
  );
}
