import type { BreakdownLevel } from './model';

/**
 * Formats one part of an ordinal number for its breakdown level: on a numeric level (Num = Yes) leading zeros
 * do not count, so the part is padded (or stripped) to the level's length ("1" -> "01"); alphanumeric parts are
 * kept as written. Without a level the part is returned as written.
 */
export function formatOzPart(part: string, level?: BreakdownLevel): string {
  const trimmed = part.trim();
  if (level === undefined || !level.numeric || !/^\d+$/.test(trimmed)) return trimmed;
  const significant = trimmed.replace(/^0+(?=\d)/, '');
  return significant.length >= level.length ? significant : significant.padStart(level.length, '0');
}

/** Category levels (Lot, BoQLevel) and the item and index levels of a breakdown. */
export function splitBreakdown(breakdown: readonly BreakdownLevel[]): {
  categoryLevels: BreakdownLevel[];
  itemLevel: BreakdownLevel | undefined;
  indexLevel: BreakdownLevel | undefined;
} {
  return {
    categoryLevels: breakdown.filter((level) => level.type === 'Lot' || level.type === 'BoQLevel'),
    itemLevel: breakdown.find((level) => level.type === 'Item'),
    indexLevel: breakdown.find((level) => level.type === 'Index'),
  };
}

/**
 * The ordinal number (OZ) of a category or item from the RNoPart of each category on its path, the item's own
 * RNoPart and its RNoIndex, formatted per the BoQ breakdown and joined with dots: ["1", "2", "10"] with
 * breakdown 2/2/4 gives "01.02.0010"; an index is appended as ".a". Pass `isItem: false` for a category's OZ.
 */
export function formatOz(
  parts: readonly string[],
  breakdown: readonly BreakdownLevel[],
  options: { index?: string | null; isItem?: boolean } = {},
): string {
  const { categoryLevels, itemLevel, indexLevel } = splitBreakdown(breakdown);
  const isItem = options.isItem ?? true;
  const formatted = parts.map((part, i) => {
    const isLast = i === parts.length - 1;
    return formatOzPart(part, isItem && isLast ? itemLevel : categoryLevels[i]);
  });
  const index = options.index?.trim();
  if (index) formatted.push(formatOzPart(index, indexLevel));
  return formatted.join('.');
}
