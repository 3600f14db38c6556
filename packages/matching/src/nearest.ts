/**
 * Trigram nearest neighbours of many texts at once, in memory: what pg_trgm's `<->` on a GiST index finds for one
 * text, for a whole tender against a whole catalog. The texts searched are indexed once (each trigram lists the
 * entries that have it); a query then counts its shared trigrams per entry by walking the lists of its own
 * trigrams, so an entry that shares nothing costs nothing. The similarity is pg_trgm's `similarity()` (shared
 * over all distinct trigrams of both, in single precision as pg_trgm computes it), and the nearest are the ones
 * of the highest similarity, as `order by text <-> query limit k` returns them. Equal similarity: the entry given
 * first comes first (the database's order between equal distances is unspecified).
 */
import { trigrams } from './trigram';

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

export class TrigramIndex {
  private readonly ids = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly sizes: Int32Array;
  private readonly counts: Int32Array;

  constructor(texts: readonly string[]) {
    this.sizes = new Int32Array(texts.length);
    this.counts = new Int32Array(texts.length);
    texts.forEach((text, entry) => {
      const own = trigrams(text);
      this.sizes[entry] = own.size;
      for (const trigram of own) {
        let id = this.ids.get(trigram);
        if (id === undefined) {
          id = this.postings.length;
          this.ids.set(trigram, id);
          this.postings.push([]);
        }
        this.postings[id]!.push(entry);
      }
    });
  }

  get size(): number {
    return this.sizes.length;
  }

  /** The `limit` entries most similar to `text`, most similar first. */
  nearest(text: string, limit: number, options: NearestOptions = {}): NearestEntry[] {
    const { exclude, minSimilarity } = options;
    const query = trigrams(text);
    const counts = this.counts;
    const touched: number[] = [];
    for (const trigram of query) {
      const id = this.ids.get(trigram);
      if (id === undefined) continue;
      for (const entry of this.postings[id]!) {
        if (counts[entry] === 0) touched.push(entry);
        counts[entry]! += 1;
      }
    }
    // Best first; `best` holds at most `limit` entries (a short insertion keeps it sorted).
    const best: NearestEntry[] = [];
    if (limit > 0) {
      // In entry order (equal similarity: the first given wins): sorted when few, else a walk over all.
      const order = touched.length * 8 < this.sizes.length ? touched.sort((a, b) => a - b) : null;
      const total = order === null ? this.sizes.length : order.length;
      for (let at = 0; at < total; at++) {
        const entry = order === null ? at : order[at]!;
        const common = counts[entry]!;
        if (common === 0) continue;
        counts[entry] = 0;
        if (exclude?.has(entry)) continue;
        const value = Math.fround(common / (query.size + this.sizes[entry]! - common));
        if (minSimilarity !== undefined && value < minSimilarity) continue;
        if (best.length === limit && value <= best[limit - 1]!.similarity) continue;
        let slot = best.length === limit ? limit - 1 : best.length;
        while (slot > 0 && best[slot - 1]!.similarity < value) {
          best[slot] = best[slot - 1]!;
          slot -= 1;
        }
        best[slot] = { similarity: value, entry };
      }
    } else for (const entry of touched) counts[entry] = 0;
    if (minSimilarity === undefined || minSimilarity <= 0) {
      // Entries sharing no trigram are at distance 1: the database returns them too when fewer are closer.
      const found = new Set(touched);
      for (let entry = 0; best.length < limit && entry < this.sizes.length; entry++) {
        if (!found.has(entry) && !exclude?.has(entry)) best.push({ similarity: 0, entry });
      }
    }
    return best;
  }
}
