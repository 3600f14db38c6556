/**
 * The text the matcher compares: lower case, umlauts and ß folded (tenders write "Tuer" as often as "Tür"),
 * units and punctuation unified, whitespace collapsed. Catalog positions store it in `match_text`; tender items
 * are normalised the same way before the trigram search.
 */
export function normalizeForMatching(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replaceAll('²', '2')
    .replaceAll('³', '3')
    .replace(/[^a-z0-9,.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The matching text of a catalog position: short text first (it weighs most), then the long text. */
export function positionMatchText(shortText: string, longTextPlain: string): string {
  return normalizeForMatching(`${shortText} ${longTextPlain}`).slice(0, 2000);
}
