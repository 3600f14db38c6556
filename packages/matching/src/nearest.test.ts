import { describe, expect, it } from 'vitest';
import { TrigramIndex } from './nearest';
import { similarity, trigrams } from './trigram';

const texts = [
  'gipskartonwand 100 mm einfach beplankt',
  'gipskartonwand 125 mm doppelt beplankt',
  'innentuer holz 88,5x201',
  'wandfliesen 30x60 verlegen',
  'bodenfliesen 30x60 verlegen',
  'gipskartonwand 100 mm einfach beplankt',
  'dachrinne zink',
];

/** What `order by text <-> query limit k` returns: by similarity, equal ones in the order given. */
function bruteForce(query: string, limit: number, exclude = new Set<number>()) {
  const own = trigrams(query);
  return texts
    .map((text, entry) => ({ entry, similarity: Math.fround(similarity(own, trigrams(text))) }))
    .filter(({ entry }) => !exclude.has(entry))
    .sort((a, b) => b.similarity - a.similarity || a.entry - b.entry)
    .slice(0, limit);
}

describe('TrigramIndex', () => {
  const index = new TrigramIndex(texts);

  it("finds the nearest texts by pg_trgm's similarity, equal ones in the order given", () => {
    for (const query of ['gipskartonwand 100 mm', 'fliesen 30x60', 'tuer', 'Zink-Dachrinne 333 ä a']) {
      for (const limit of [1, 3, 7]) expect(index.nearest(query, limit)).toEqual(bruteForce(query, limit));
    }
    expect(index.nearest('gipskartonwand 100 mm einfach beplankt', 2).map((found) => found.entry)).toEqual([
      0, 5,
    ]);
  });

  it('fills up with texts sharing nothing (distance 1), as the database does', () => {
    const found = index.nearest('zink', texts.length);
    expect(found).toEqual(bruteForce('zink', texts.length));
    expect(found[0]).toEqual({ entry: 6, similarity: Math.fround(5 / 15) });
    expect(found.slice(1).every((entry) => entry.similarity === 0)).toBe(true);
    expect(index.nearest('', 2)).toEqual([
      { entry: 0, similarity: 0 },
      { entry: 1, similarity: 0 },
    ]);
  });

  it('leaves out excluded entries and, with a minimum, the less similar ones', () => {
    const exclude = new Set([0, 5]);
    expect(index.nearest('gipskartonwand 100 mm', 3, { exclude })).toEqual(
      bruteForce('gipskartonwand 100 mm', 3, exclude),
    );
    const similar = index.nearest('wandfliesen 30x60', 10, { minSimilarity: 0.4 });
    expect(similar.map((found) => found.entry)).toEqual(
      bruteForce('wandfliesen 30x60', 10)
        .filter((found) => found.similarity >= 0.4)
        .map((found) => found.entry),
    );
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThan(texts.length);
  });

  it('answers one query after another independently (its counters are reset)', () => {
    const first = index.nearest('wandfliesen', 3);
    index.nearest('gipskartonwand', 3);
    index.nearest('dachrinne', 0);
    expect(index.nearest('wandfliesen', 3)).toEqual(first);
  });
});
