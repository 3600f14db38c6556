/**
 * Trigrams as pg_trgm forms them, for re-ranking the few candidates the database found: every word (a run of
 * letters and digits) is padded with two spaces in front and one behind, and cut into overlapping
 * three-character pieces; a text's trigrams are the set of them. On normalised text (lower-case ASCII letters and
 * digits, see normalize.ts) the result equals `show_trgm`, so `similarity` here equals pg_trgm's `similarity()`.
 */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  }
  return result;
}

function commonCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let count = 0;
  for (const trigram of small) if (large.has(trigram)) count++;
  return count;
}

/** pg_trgm `similarity()`: shared trigrams over all trigrams of both (0 when both are empty). */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const common = commonCount(a, b);
  const union = a.size + b.size - common;
  return union === 0 ? 0 : common / union;
}

/**
 * The share of `part`'s trigrams that occur in `whole` (0..1; 0 when `part` is empty): how much of a short text
 * the other, longer text contains, whatever else that text says.
 */
export function containment(part: ReadonlySet<string>, whole: ReadonlySet<string>): number {
  return part.size === 0 ? 0 : commonCount(part, whole) / part.size;
}
