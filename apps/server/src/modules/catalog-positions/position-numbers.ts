/**
 * Numbers (OZ) of catalog positions: "01.02.0010" is position 0010 in category 02 of category 01. Numbers are
 * free text (max. 30 characters) and unique in a catalog; new positions without a number get the next free one
 * of their category in steps of 10, like a GAEB bill of quantities.
 */

/** The steps between automatically numbered positions (room for 9 positions inserted later between two). */
export const NUMBER_STEP = 10;
/** The digits of an automatic item part ("0010"), the usual GAEB item length. */
export const ITEM_DIGITS = 4;

/** Minimal category data to number positions. */
export interface NumberedCategory {
  id: string;
  parentId: string | null;
  number: string;
}

/**
 * The number prefix of a category: the numbers of its ancestors and its own, joined with dots, leaving out
 * empty ones ("01.02"); '' for no category. A cycle (impossible through the API) stops the walk.
 */
export function categoryPrefix(
  categories: ReadonlyMap<string, NumberedCategory>,
  categoryId: string | null,
): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  let current = categoryId === null ? undefined : categories.get(categoryId);
  while (current !== undefined && !seen.has(current.id)) {
    seen.add(current.id);
    if (current.number.trim() !== '') parts.unshift(current.number.trim());
    current = current.parentId === null ? undefined : categories.get(current.parentId);
  }
  return parts.join('.');
}

/**
 * The next free number under `prefix`: the highest numeric item part of the numbers directly under the prefix
 * ("01.0010", "01.0025"), rounded down to the step, plus one step ("01.0030"), zero-padded to four digits (or
 * the widest part found). Numbers deeper under the prefix ("01.02.0010") or with a non-numeric part are not
 * item parts of this category and do not count.
 */
export function nextPositionNumber(prefix: string, existing: Iterable<string>): string {
  const head = prefix === '' ? '' : `${prefix}.`;
  let highest = 0n;
  let width = ITEM_DIGITS;
  for (const number of existing) {
    if (!number.startsWith(head)) continue;
    const rest = number.slice(head.length);
    if (!/^\d{1,20}$/.test(rest)) continue;
    const value = BigInt(rest);
    if (value > highest) highest = value;
    width = Math.max(width, rest.length);
  }
  const step = BigInt(NUMBER_STEP);
  const next = (highest / step) * step + step;
  return `${head}${next.toString().padStart(width, '0')}`;
}

/**
 * The item part of a position number inside its category: the rest after the category's prefix when the number
 * starts with it, else the last dot-separated part ("A-17" stays "A-17").
 */
export function itemPart(number: string, prefix: string): string {
  if (prefix !== '' && number.startsWith(`${prefix}.`)) return number.slice(prefix.length + 1);
  if (prefix === '') return number;
  return number.split('.').at(-1) ?? number;
}
