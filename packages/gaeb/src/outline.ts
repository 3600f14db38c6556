import type { BreakdownLevel } from './model';

/** The parts of an ordinal number for BoQs built from outlines (flat rows with OZs), e.g. order documents. */

const PART = /^[0-9A-Za-z_]{1,14}$/;
const significant = (part: string) => (/^\d+$/.test(part) ? part.replace(/^0+(?=\d)/, '') : part);

/** The RNoPart of one entry of a level, and whether it was generated rather than taken from its OZ. */
export interface LevelPart {
  part: string;
  generated: boolean;
}

/**
 * The RNoParts of the entries of one level below the category path `path` (RNoParts of the categories above):
 * an entry's OZ gives its part when it has one part more than the path, the path's parts match (leading zeros
 * aside) and the part is unique among its siblings; the others get the next free number after the one before
 * (counting by `step`: 1 for titles, 10 for items). `ozs` holds each entry's OZ ('' or null when it has none).
 */
export function levelParts(
  ozs: readonly (string | null)[],
  path: readonly string[],
  step: number,
): LevelPart[] {
  const given = new Map<number, string>();
  const taken = new Set<string>();
  ozs.forEach((oz, index) => {
    const parts = (oz ?? '').split('.').map((p) => p.trim());
    const part = parts[path.length];
    const fits =
      parts.length === path.length + 1 &&
      parts.every((p) => PART.test(p)) &&
      path.every((p, i) => significant(p) === significant(parts[i] ?? ''));
    if (part !== undefined && fits && !taken.has(significant(part))) {
      given.set(index, part);
      taken.add(significant(part));
    }
  });
  let last = 0;
  return ozs.map((_, index) => {
    let part = given.get(index);
    const generated = part === undefined;
    if (part === undefined) {
      let next = (Math.floor(last / step) + 1) * step;
      while (taken.has(String(next))) next += step;
      part = String(next);
      taken.add(part);
    }
    if (/^\d+$/.test(part)) last = Math.max(last, Number(part));
    return { part, generated };
  });
}

/**
 * BoQBkdn from the parts used on each level (title levels first, the items last): the longest part (a level of
 * generated parts only: at least 2 for titles, 4 for items) and whether all parts are digits.
 */
export function breakdownOfParts(levels: readonly (readonly LevelPart[])[]): BreakdownLevel[] {
  return levels.map((entries, index) => {
    const isItem = index === levels.length - 1;
    const least = entries.every((e) => e.generated) ? (isItem ? 4 : 2) : 1;
    return {
      type: isItem ? 'Item' : 'BoQLevel',
      label: isItem ? 'Position' : index === 0 ? 'Titel' : 'Untertitel',
      length: Math.max(least, ...entries.map((e) => e.part.length)),
      numeric: entries.every((e) => /^\d+$/.test(e.part)),
      alignment: null,
    };
  });
}
