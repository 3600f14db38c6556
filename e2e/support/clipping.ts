import type { Locator } from '@playwright/test';

/** A text that does not fit where it is shown: its element's text and by how many pixels it is cut. */
export interface ClippedText {
  readonly text: string;
  readonly left: number;
  readonly right: number;
}

/**
 * The texts among `elements` that are cut off: the box of an element's text must lie inside the element and inside
 * every ancestor up to the nearest scrolling one that hides overflow. The scrolling ancestor counts only on its start
 * side (what overflows to its left cannot be scrolled to; what overflows to its right can). Half a pixel of rounding
 * is allowed.
 */
export async function clippedTexts(elements: Locator): Promise<ClippedText[]> {
  return elements.evaluateAll((nodes) => {
    const found: { text: string; left: number; right: number }[] = [];
    for (const node of nodes) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      let left = 0;
      let right = 0;
      for (let box: Element | null = node; box !== null; box = box.parentElement) {
        const style = getComputedStyle(box);
        const rect = box.getBoundingClientRect();
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
        if (box !== node && !scrolls && !hides) continue;
        const start = scrolls ? rect.left - box.scrollLeft : rect.left;
        left = Math.max(left, start - text.left);
        if (!scrolls) right = Math.max(right, text.right - rect.right);
        // Inside a scrolling box, what lies outside it is scrolled to, not cut: boxes further out do not count.
        if (scrolls) break;
      }
      if (left > 0.5 || right > 0.5) {
        found.push({ text: node.textContent ?? '', left: Math.round(left), right: Math.round(right) });
      }
    }
    return found;
  });
}
