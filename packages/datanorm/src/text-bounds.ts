// Bounds for the texts of a DATANORM file (as for GAEB: docs/decisions/0016-import-text-limits.md), far above
// what real files carry: a field (article number, short text, matchcode, group, one text line) 2,000 characters,
// a long or dimension text 64,000. And the characters no text may hold.

/** Characters of one field of a line; DATANORM fields are at most 40 (version 4) or a few hundred (5). */
export const FIELD_MAX = 2_000;
/** Characters of one long text (T) or dimension text (D); real ones stay below 10,000. */
export const TEXT_MAX = 64_000;

// Unpaired surrogates: no decoder here makes them, but nothing unstorable may pass.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text without the characters no text may hold, and how many there were: NUL (PostgreSQL cannot store it)
 * and unpaired surrogates. Other control characters stay: in files of the DOS era they are glyphs of CP850 (the
 * samples write 0x07, "•", for list bullets).
 */
export function removeUnstorableCharacters(text: string): { text: string; removed: number } {
  let removed = 0;
  let cleaned = text;
  if (cleaned.includes('\u0000')) {
    const parts = cleaned.split('\u0000');
    removed += parts.length - 1;
    cleaned = parts.join('');
  }
  LONE_SURROGATE.lastIndex = 0;
  if (LONE_SURROGATE.test(cleaned)) {
    cleaned = cleaned.replace(LONE_SURROGATE, () => {
      removed++;
      return '';
    });
  }
  return { text: cleaned, removed };
}

/** Shortens to at most `max` UTF-16 code units without splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
