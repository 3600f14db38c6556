/**
 * Marks a step of opening and drawing a plan on the page's performance timeline (`vendoc:plan:<step>`), so the
 * benchmark (bench/lib/plans.mjs) and the browser's performance panel show where the time to a sharp view goes.
 */
export function markPlan(step: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`vendoc:plan:${step}`);
}
