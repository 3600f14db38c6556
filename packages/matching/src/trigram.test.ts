import { describe, expect, it } from 'vitest';
import { containment, similarity, trigrams } from './trigram';

describe('trigrams', () => {
  it("pads every word as pg_trgm does (show_trgm('word'))", () => {
    expect([...trigrams('word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
    // Two words, punctuation as word boundary, duplicates once.
    expect([...trigrams('ab, ab')].sort()).toEqual(['  a', ' ab', 'ab ']);
    expect(trigrams('')).toEqual(new Set());
  });
});

describe('similarity', () => {
  it("equals pg_trgm's similarity()", () => {
    // select similarity('word', 'two words') = 0.36363637 (4 shared of 11 distinct trigrams)
    expect(similarity(trigrams('word'), trigrams('two words'))).toBeCloseTo(4 / 11, 6);
    expect(similarity(trigrams('gipskarton'), trigrams('gipskarton'))).toBe(1);
    expect(similarity(trigrams('abc'), trigrams('xyz'))).toBe(0);
    expect(similarity(trigrams(''), trigrams(''))).toBe(0);
  });
});

describe('containment', () => {
  it("is the share of the first text's trigrams found in the second", () => {
    expect(containment(trigrams('wand'), trigrams('gipskarton wand 100 mm'))).toBe(1);
    expect(containment(trigrams('wand'), trigrams('decke'))).toBe(0);
    expect(containment(trigrams(''), trigrams('decke'))).toBe(0);
    // 'wand tuer' has ten trigrams, five of them in 'wand'.
    expect(containment(trigrams('wand tuer'), trigrams('wand'))).toBe(0.5);
  });
});
