/**
 * Trigram nearest neighbours of many texts at once, in memory: what pg_trgm's `<->` on a GiST index finds for one
 * text, for a whole tender against a whole catalog. The texts searched are indexed once (each trigram lists the
 * entries that have it); a query then counts its shared trigrams per entry by walking the lists of its own
 * trigrams, so an entry that shares nothing costs nothing. The similarity is pg_trgm's `similarity()` (shared
 * over all distinct trigrams of both, in single precision as pg_trgm computes it), and the nearest are the ones
 * of the highest similarity, as `order by text <-> query limit k` returns them. Equal similarity: the entry given
 * first comes first (the database's order between equal distances is unspecified).
 */

export interface NearestEntry {
  similarity: number;
  /** Index of the entry in the list the index was built from. */
  entry: number;
}

export interface NearestOptions {
  /** Entries (by index) never returned. */
  exclude?: ReadonlySet<number>;
  /** Entries less similar than this are left out; without it, entries sharing nothing fill up to `limit`. */
  minSimilarity?: number;
}

/** A trigram of the letters a-z, digits and the padding blank as a number below 37³. */
const SYMBOLS = 37;
const CODES = SYMBOLS ** 3;

/** The symbol of a character code: 1-26 a letter, 27-36 a digit, 0 anything else (a word boundary). */
function symbol(char: number): number {
  if (char >= 97 && char <= 122) return char - 96;
  if (char >= 48 && char <= 57) return char - 21;
  return 0;
}

/**
 * The distinct trigrams of a text as codes, the same set as `trigrams()` (words of a-z and 0-9 after lower-casing,
 * padded with two blanks in front and one behind). `seen` marks codes already taken with `stamp`.
 */
function trigramCodes(text: string, seen: Int32Array, stamp: number): number[] {
  const lower = text.toLowerCase();
  const codes: number[] = [];
  // The last two symbols of the padded word; 0 is the blank.
  let first = 0;
  let second = 0;
  let inWord = false;
  const add = (code: number) => {
    if (seen[code] !== stamp) {
      seen[code] = stamp;
      codes.push(code);
    }
  };
  for (let at = 0; at <= lower.length; at++) {
    const next = at < lower.length ? symbol(lower.charCodeAt(at)) : 0;
    if (next !== 0) {
      add((first * SYMBOLS + second) * SYMBOLS + next);
      first = second;
      second = next;
      inWord = true;
    } else if (inWord) {
      add((first * SYMBOLS + second) * SYMBOLS);
      first = 0;
      second = 0;
      inWord = false;
    }
  }
  return codes;
}

export class TrigramIndex {
  /** Entries of trigram `code` are entries[starts[code]] … entries[starts[code + 1] - 1] (ascending). */
  private readonly starts = new Int32Array(CODES + 1);
  private readonly entries: Int32Array;
  private readonly sizes: Int32Array;
  /** Shared trigrams per entry while a query is counted (0 again afterwards). */
  private readonly counts: Uint16Array;
  private readonly seen = new Int32Array(CODES);
  private stamp = 0;

  constructor(texts: readonly string[]) {
    this.sizes = new Int32Array(texts.length);
    this.counts = new Uint16Array(texts.length);
    const all = texts.map((text, entry) => {
      const codes = trigramCodes(text, this.seen, ++this.stamp);
      this.sizes[entry] = codes.length;
      for (const code of codes) this.starts[code + 1]! += 1;
      return codes;
    });
    for (let code = 0; code < CODES; code++) this.starts[code + 1]! += this.starts[code]!;
    this.entries = new Int32Array(this.starts[CODES]!);
    const fill = this.starts.slice(0, CODES);
    all.forEach((codes, entry) => {
      for (const code of codes) this.entries[fill[code]!++] = entry;
    });
  }

  get size(): number {
    return this.sizes.length;
  }

  /** The `limit` entries most similar to `text`, most similar first. */
  nearest(text: string, limit: number, options: NearestOptions = {}): NearestEntry[] {
    const { exclude, minSimilarity } = options;
    const query = trigramCodes(text, this.seen, ++this.stamp);
    const counts = this.counts;
    const touched: number[] = [];
    for (const code of query) {
      for (let at = this.starts[code]!, end = this.starts[code + 1]!; at < end; at++) {
        const entry = this.entries[at]!;
        if (counts[entry] === 0) touched.push(entry);
        counts[entry]! += 1;
      }
    }
    // Best first; `best` holds at most `limit` entries (a short insertion keeps it sorted).
    const best: NearestEntry[] = [];
    // In entry order (equal similarity: the first given wins): sorted when few, else a walk over all.
    const order = touched.length * 8 < this.sizes.length ? touched.sort((a, b) => a - b) : null;
    const total = order === null ? this.sizes.length : order.length;
    for (let at = 0; at < total; at++) {
      const entry = order === null ? at : order[at]!;
      const common = counts[entry]!;
      if (common === 0) continue;
      counts[entry] = 0;
      if (limit === 0 || exclude?.has(entry)) continue;
      const value = Math.fround(common / (query.length + this.sizes[entry]! - common));
      if (minSimilarity !== undefined && value < minSimilarity) continue;
      if (best.length === limit && value <= best[limit - 1]!.similarity) continue;
      let slot = best.length === limit ? limit - 1 : best.length;
      while (slot > 0 && best[slot - 1]!.similarity < value) {
        best[slot] = best[slot - 1]!;
        slot -= 1;
      }
      best[slot] = { similarity: value, entry };
    }
    if ((minSimilarity === undefined || minSimilarity <= 0) && best.length < limit) {
      // Entries sharing no trigram are at distance 1: the database returns them too when fewer are closer.
      const found = new Set(touched);
      for (let entry = 0; best.length < limit && entry < this.sizes.length; entry++) {
        if (!found.has(entry) && !exclude?.has(entry)) best.push({ similarity: 0, entry });
      }
    }
    return best;
  }
}
