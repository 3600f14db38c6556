/** CSS pixels per mm at 100 % zoom (96 dpi): the page shows at true scale. */
export const PX_PER_MM = 96 / 25.4;

/** mm per pt (font sizes are in pt). */
export const MM_PER_PT = 25.4 / 72;

export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));
}

/** The next zoom step above (+1) or below (-1) `zoom`. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const steps = direction > 0 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return steps.find((step) => (direction > 0 ? step > zoom + 0.001 : step < zoom - 0.001)) ?? zoom;
}
