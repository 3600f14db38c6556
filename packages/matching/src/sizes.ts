/**
 * Numbers in texts: thicknesses, sizes, nominal widths, classes. Near-duplicate catalog positions differ in them
 * (a 75, 100, 125 or 150 mm wall; tiles 30x60 or 60x60), and trigram similarity hardly sees the difference, so the
 * re-ranking checks whether the numbers of a position's short text occur in the tender item's text, lengths
 * compared in millimetres ("1,01 x 2,26 m" is "1010 x 2260 mm").
 *
 * Works on normalised text (normalize.ts): decimal comma, no trailing zeros, dimensions written "30x60", a unit
 * set apart from its number.
 */

/** Millimetres per length unit. */
const MM_PER: Record<string, number> = { mm: 1, cm: 10, dm: 100, m: 1000 };

/** A number of a text: its value, and its length in millimetres when a length unit follows it. */
export interface TextNumber {
  value: number;
  mm: number | null;
}

// Numbers standing alone (not inside a word like "t30" or "b500a"), a dimension chain "1,01x2,26", and an optional
// unit after a space ("30x60 cm").
const NUMBER_TOKEN =
  /(?<![a-z0-9,])(\d+(?:,\d+)?(?:x\d+(?:,\d+)?)*)(?:\s(mm|cm|dm|m)(?![a-z0-9]))?(?![a-z0-9])/g;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The numbers of a normalised text in order (each part of a dimension "30x60" is a number). */
export function textNumbers(normalised: string): TextNumber[] {
  const result: TextNumber[] = [];
  for (const match of normalised.matchAll(NUMBER_TOKEN)) {
    const unit = match[2];
    for (const part of match[1]!.split('x')) {
      const value = Number(part.replace(',', '.'));
      if (!Number.isFinite(value)) continue;
      result.push({ value, mm: unit === undefined ? null : round(value * MM_PER[unit]!) });
    }
  }
  return result;
}

/** Whether two numbers say the same: equal values, or equal lengths in millimetres. */
function same(a: TextNumber, b: TextNumber): boolean {
  if (round(a.value) === round(b.value)) return true;
  return a.mm !== null && b.mm !== null && a.mm === b.mm;
}

/**
 * The share of `wanted` numbers that occur among `available` (0..1), or null when nothing is wanted. Each
 * distinct wanted number counts once.
 */
export function numbersFound(wanted: readonly TextNumber[], available: readonly TextNumber[]): number | null {
  const distinct: TextNumber[] = [];
  for (const number of wanted) if (!distinct.some((seen) => same(seen, number))) distinct.push(number);
  if (distinct.length === 0) return null;
  const found = distinct.filter((number) => available.some((other) => same(number, other))).length;
  return found / distinct.length;
}
