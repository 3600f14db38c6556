/**
 * The text the matcher compares: lower case, umlauts and ß folded (tenders write "Tuer" as often as "Tür"),
 * units, abbreviations, numbers and punctuation unified, whitespace collapsed. Catalog positions store it in
 * `match_text`; tender items are normalised the same way before the trigram search, and the positions list
 * searches with it, so one function serves all three.
 *
 * What is unified, and why:
 * - unit spellings inside the text: "m²"/"qm" → "m2", "m³"/"cbm" → "m3", "lfm"/"lfdm"/"lfd. m" → "m",
 *   "Stk"/"Stck"/"Stück" → "st": tenders and catalogs write the same unit in many ways;
 * - abbreviations: "inkl."/"incl."/"einschl."/"einschließlich"/"inklusive" → "inkl", "GK" → "gipskarton",
 *   "o. glw."/"oder gleichwertig" → "oglw", "gem." → "gemaess", "ca." dropped (noise, not content);
 * - numbers: a decimal comma or point keeps one form ("2,50" → "2,5", "4,00" → "4", "1.5" → "1,5"), a unit glued
 *   to a number is set apart ("120mm" → "120 mm"), and dimensions are written one way ("30/60", "30 x 60",
 *   "30×60" → "30x60"), so sizes compare as equal words;
 * - everything else that is not a letter or a digit becomes a space; sentence commas and full stops stay (the
 *   trigram search ignores them, and they keep the text readable).
 */
export function normalizeForMatching(text: string): string {
  let s = text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replaceAll('²', '2')
    .replaceAll('³', '3')
    .replaceAll('×', 'x')
    // Accented letters of makes and loan words ("Parkett Eiche geölt" is covered above; "é", "è" here).
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

  // Phrases first (they span punctuation that the later steps remove).
  for (const [pattern, replacement] of PHRASES) s = s.replace(pattern, replacement);

  // Numbers: one decimal separator, no trailing zeros, and a unit glued to a number set apart.
  s = s
    .replace(/(\d)\.(\d{1,2})(?!\d)/g, '$1,$2')
    .replace(/(\d),(\d*?)0+(?!\d)/g, (_match, whole: string, fraction: string) =>
      fraction === '' ? whole : `${whole},${fraction}`,
    )
    .replace(/(\d)(mm|cm|dm|m2|m3|m|kw|kg|kn|t|l|w|v|a|h|k)(?![a-z0-9])/g, '$1 $2');

  // Dimensions: "30/60", "30 x 60", "30 × 60" → "30x60", also in chains ("20/10/8"). A number ends a word only
  // when it stands alone or follows an "x" of a chain: the "3" of "m3 / 12" is no dimension.
  s = s.replace(/(?<![a-wyz0-9,])(\d+(?:,\d+)?)\s*[x/]\s*(?=\d)/g, '$1x');

  s = s
    .replace(/[^a-z0-9,.]+/g, ' ')
    // Punctuation that is not a decimal separator is a word boundary.
    .replace(/(?<!\d)[,.]|[,.](?!\d)/g, (mark) => `${mark} `)
    .replace(/\s+/g, ' ')
    .trim();

  return s
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[,.]+$/, '');
      const replacement = WORDS.get(bare);
      if (replacement === undefined) return word;
      return replacement + word.slice(bare.length);
    })
    .filter((word) => word !== '' && word !== ',' && word !== '.')
    .join(' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/([,.])[,.]+/g, '$1');
}

/** Multi-word spellings, applied to the lower-cased, umlaut-folded text before punctuation is removed. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\beinschl(?:iessl(?:ich)?)?\.?(?=[\s,;:)]|$)/g, 'inkl'],
  [/\binkl(?:usive)?\.?(?=[\s,;:)]|$)/g, 'inkl'],
  [/\bincl(?:usive)?\.?(?=[\s,;:)]|$)/g, 'inkl'],
  [/\bo(?:der)?\.?\s*gl(?:ei)?ch?w(?:ertig)?\.?/g, 'oglw'],
  [/\bo\.\s*glw\.?/g, 'oglw'],
  [/\blfd\.?\s*m\b/g, 'm'],
  [/\bgem\.(?=\s)/g, 'gemaess'],
  [/\bca\.\s*/g, ''],
];

/** Single words (after punctuation is gone) and what they stand for. */
const WORDS = new Map<string, string>([
  ['qm', 'm2'],
  ['cbm', 'm3'],
  ['lfm', 'm'],
  ['lfdm', 'm'],
  ['stk', 'st'],
  ['stck', 'st'],
  ['stueck', 'st'],
  ['gk', 'gipskarton'],
  ['ca', ''],
]);

/** The matching text of a catalog position: short text first (it weighs most), then the long text. */
export function positionMatchText(shortText: string, longTextPlain: string): string {
  return normalizeForMatching(`${shortText} ${longTextPlain}`).slice(0, 2000);
}
