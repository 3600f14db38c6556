import { roundMm } from './geometry';

/** What the editor operations need of an element: an id, a box in mm, a paint order and a lock. */
export interface PlacedElement {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  z: number;
  locked: boolean;
}

/** A box in mm. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ZOrderMove = 'front' | 'back' | 'forward' | 'backward';

/** Replaces the elements `change` returns a new object for; the same array when nothing changed. */
function mapChanged<E>(elements: E[], change: (element: E) => E): E[] {
  let changed = false;
  const next = elements.map((element) => {
    const result = change(element);
    if (result !== element) changed = true;
    return result;
  });
  return changed ? next : elements;
}

/** Moves the unlocked elements among `ids` by dx, dy mm (results rounded to 0.1 mm). */
export function moveElements<E extends PlacedElement>(
  elements: E[],
  ids: readonly string[],
  dx: number,
  dy: number,
): E[] {
  const chosen = new Set(ids);
  if (dx === 0 && dy === 0) return elements;
  return mapChanged(elements, (element) =>
    chosen.has(element.id) && !element.locked
      ? { ...element, x: roundMm(element.x + dx), y: roundMm(element.y + dy) }
      : element,
  );
}

/** Grows (or shrinks, never below 0) the unlocked elements among `ids` by dWidth, dHeight mm, keeping x and y. */
export function resizeElements<E extends PlacedElement>(
  elements: E[],
  ids: readonly string[],
  dWidth: number,
  dHeight: number,
): E[] {
  const chosen = new Set(ids);
  return mapChanged(elements, (element) => {
    if (!chosen.has(element.id) || element.locked) return element;
    const width = Math.max(0, roundMm(element.width + dWidth));
    const height = Math.max(0, roundMm(element.height + dHeight));
    return width === element.width && height === element.height ? element : { ...element, width, height };
  });
}

/** Gives an unlocked element a new box (a resize handle drag); sizes below 0 become 0, values rounded to 0.1 mm. */
export function setBounds<E extends PlacedElement>(elements: E[], id: string, bounds: Bounds): E[] {
  const next = {
    x: roundMm(bounds.x),
    y: roundMm(bounds.y),
    width: Math.max(0, roundMm(bounds.width)),
    height: Math.max(0, roundMm(bounds.height)),
  };
  return mapChanged(elements, (element) =>
    element.id !== id ||
    element.locked ||
    (element.x === next.x &&
      element.y === next.y &&
      element.width === next.width &&
      element.height === next.height)
      ? element
      : { ...element, ...next },
  );
}

/**
 * Moves an element in the paint order (the list order: later is in front): to the front or back, or one step
 * forward or backward. z is renumbered to the list position, so the two never disagree.
 */
export function reorderElement<E extends PlacedElement>(elements: E[], id: string, move: ZOrderMove): E[] {
  const from = elements.findIndex((element) => element.id === id);
  if (from < 0) return elements;
  const last = elements.length - 1;
  const to =
    move === 'front'
      ? last
      : move === 'back'
        ? 0
        : move === 'forward'
          ? Math.min(from + 1, last)
          : Math.max(from - 1, 0);
  if (to === from) return elements;
  const next = [...elements];
  const [element] = next.splice(from, 1);
  next.splice(to, 0, element as E);
  return numberZ(next);
}

/** The elements with z equal to their list position (copies only where z differs). */
export function numberZ<E extends PlacedElement>(elements: E[]): E[] {
  let index = 0;
  return mapChanged(elements, (element) => {
    const z = index++;
    return element.z === z ? element : { ...element, z };
  });
}
