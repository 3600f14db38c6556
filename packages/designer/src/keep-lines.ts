import type { TextLine } from './layout-types';

/** Orphans and widows: a paragraph broken across pages keeps at least this many lines on each side. */
export const MIN_PARAGRAPH_LINES = 2;

/**
 * Whether lines may break after the first `count` of them without leaving fewer than MIN_PARAGRAPH_LINES lines of
 * a paragraph at the foot of the page or carrying fewer to the next page. A break between paragraphs (after a line
 * that ends one) is always allowed, so a paragraph of fewer than 4 lines moves whole. Lines of a paragraph begun
 * on an earlier page count from the first of `lines`.
 */
export function paragraphAllowsBreak(lines: readonly TextLine[], count: number): boolean {
  if (count <= 0 || count >= lines.length) return false;
  if (lines[count - 1]!.paragraphEnd) return true;
  let start = count;
  while (start > 0 && !lines[start - 1]!.paragraphEnd) start -= 1;
  let end = count;
  while (end < lines.length && !lines[end]!.paragraphEnd) end += 1;
  return count - start >= MIN_PARAGRAPH_LINES && end + 1 - count >= MIN_PARAGRAPH_LINES;
}

/**
 * How many of the lines to place before a page break when at most `fit` fit: the most that paragraphAllowsBreak
 * allows, 0 when none does (the lines move on). `mustBreak` (the page is empty, so no page can hold the
 * paragraph) falls back to as many as fit.
 */
export function linesBeforeBreak(lines: readonly TextLine[], fit: number, mustBreak: boolean): number {
  for (let count = Math.min(fit, lines.length - 1); count > 0; count -= 1)
    if (paragraphAllowsBreak(lines, count)) return count;
  return mustBreak ? Math.max(1, Math.min(fit, lines.length - 1)) : 0;
}
