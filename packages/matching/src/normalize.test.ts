import { describe, expect, it } from 'vitest';
import { normalizeForMatching, positionMatchText } from './normalize';

describe('normalizeForMatching', () => {
  it('folds case, umlauts and ß', () => {
    expect(normalizeForMatching('Tür Fußboden Öffnung ÄRGER')).toBe('tuer fussboden oeffnung aerger');
    expect(normalizeForMatching('Tuer')).toBe(normalizeForMatching('Tür'));
  });

  it('unifies unit spellings in the text', () => {
    expect(normalizeForMatching('Preis je m², je qm, je m2')).toBe('preis je m2, je m2, je m2');
    expect(normalizeForMatching('Aushub 12 m³ / 12 cbm')).toBe('aushub 12 m3 12 m3');
    expect(normalizeForMatching('Sockelleiste 10 lfm, 3 lfdm, 2 lfd. m')).toBe('sockelleiste 10 m, 3 m, 2 m');
    expect(normalizeForMatching('4 Stk, 5 Stck., 6 Stück')).toBe('4 st, 5 st. 6 st');
  });

  it('unifies abbreviations', () => {
    expect(
      normalizeForMatching('inkl. Kleber, einschl. Fugen, einschließlich Sockel, inklusive Abfuhr'),
    ).toBe('inkl kleber, inkl fugen, inkl sockel, inkl abfuhr');
    expect(normalizeForMatching('GK-Ständerwand')).toBe('gipskarton staenderwand');
    expect(normalizeForMatching('Fabrikat Knauf o. glw.')).toBe(
      normalizeForMatching('Fabrikat Knauf oder gleichwertig'),
    );
    expect(normalizeForMatching('Tiefe ca. 25 cm')).toBe('tiefe 25 cm');
  });

  it('writes numbers and dimensions one way', () => {
    expect(normalizeForMatching('Höhe 2,00 m; 2,50 m; 1.5 m')).toBe('hoehe 2 m 2,5 m 1,5 m');
    expect(normalizeForMatching('d=120mm, h=2,0m')).toBe('d 120 mm, h 2 m');
    expect(normalizeForMatching('Fliesen 30/60')).toBe(normalizeForMatching('Fliesen 30 x 60'));
    expect(normalizeForMatching('Fliesen 30×60')).toBe('fliesen 30x60');
    expect(normalizeForMatching('Pflaster 20/10/8')).toBe('pflaster 20x10x8');
    expect(normalizeForMatching('NYM-J 5 x 2,5 mm²')).toBe('nym j 5x2,5 mm2');
    // Grouping dots of thousands are no decimal separator.
    expect(normalizeForMatching('1.000 St')).toBe('1.000 st');
  });

  it('keeps sentence punctuation and drops the rest', () => {
    expect(normalizeForMatching('Boden lösen und lagern. Bodenklasse 3-5 (DIN 18300)')).toBe(
      'boden loesen und lagern. bodenklasse 3 5 din 18300',
    );
    expect(normalizeForMatching('Fabrikat/Typ: ........ (vom Bieter einzutragen).')).toBe(
      'fabrikat typ vom bieter einzutragen',
    );
    expect(normalizeForMatching('  ')).toBe('');
  });
});

describe('positionMatchText', () => {
  it('is the normalised short text followed by the long text, at most 2,000 characters', () => {
    expect(positionMatchText('Kunststofffenster einflügelig', 'Fenster liefern und einbauen, Tür')).toBe(
      'kunststofffenster einfluegelig fenster liefern und einbauen, tuer',
    );
    expect(positionMatchText('Wand', 'lang '.repeat(1000))).toHaveLength(2000);
  });
});
