/**
 * Bounds for the texts of imported files (docs/decisions/0016-import-text-limits.md): far above what real files
 * carry, so a real file never loses text, but low enough that a hostile file cannot make one record huge. And
 * the characters XML 1.0 forbids, which some exporters write anyway.
 */
import type { XmlElement, XmlNode } from './xml';

/**
 * Characters of a name, label, number, unit, date, address line or short text (one simple element, an attribute
 * value, a category label, an OutlineText): real files stay below 300.
 */
export const SHORT_TEXT_MAX = 2_000;
/**
 * Characters of a long text (DetailTxt, a bidder comment, an element kept as it is): real long texts stay below
 * 20,000. Markup counts one character per element, so it cannot stand in for text; embedded images do not count.
 */
export const LONG_TEXT_MAX = 64_000;
/** Characters of all elements a file carries that the model keeps unread (vendor extensions), together. */
export const PRESERVED_TOTAL_MAX = 1_000_000;

/** Shortens to at most `max` UTF-16 code units without splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

// Everything outside the XML 1.0 Char production: C0 controls but tab and line ends, U+FFFE, U+FFFF and
// surrogates not in a pair (the u flag reads a pair as one code point, so only lone ones match).
const FORBIDDEN_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Character references to such characters (&#0;, &#x1F;, &#xD800;): a parser refuses them.
const CHARACTER_REFERENCE = /&#(?:x([0-9A-Fa-f]{1,8})|([0-9]{1,10}));/g;

const isXmlCharacter = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** What `removeForbiddenCharacters` removed: how many, and the 1-based line of the first. */
export interface RemovedCharacters {
  count: number;
  line: number;
}

/** The 1-based line of `index` in `text`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/**
 * Removes the characters XML 1.0 forbids (NUL and other control characters, U+FFFE/U+FFFF, unpaired surrogates),
 * written directly or as character references. Returns the text unchanged (same string) when there are none.
 */
export function removeForbiddenCharacters(text: string): { text: string; removed: RemovedCharacters | null } {
  let count = 0;
  let line = Number.POSITIVE_INFINITY;
  // Only the first removal of each pass needs its line (matches come in order); line ends are never removed, so
  // a line number in the half-cleaned text is one in the original too.
  let lineOfPass = false;
  const remove = (source: string, index: number): string => {
    count++;
    if (!lineOfPass) line = Math.min(line, lineAt(source, index));
    lineOfPass = true;
    return '';
  };
  FORBIDDEN_CHARACTER.lastIndex = 0;
  let cleaned = FORBIDDEN_CHARACTER.test(text)
    ? text.replace(FORBIDDEN_CHARACTER, (_match, index: number) => remove(text, index))
    : text;
  if (cleaned.includes('&#')) {
    const source = cleaned;
    lineOfPass = false;
    cleaned = source.replace(
      CHARACTER_REFERENCE,
      (match, hex: string | undefined, dec: string | undefined, index: number) =>
        isXmlCharacter(hex === undefined ? Number(dec) : Number.parseInt(hex, 16))
          ? match
          : remove(source, index),
    );
  }
  return count === 0 ? { text, removed: null } : { text: cleaned, removed: { count, line } };
}

/** An element shortened to a size: the size before, and whether anything was cut. */
export interface BoundedElement {
  element: XmlElement;
  size: number;
  cut: boolean;
}

const isImage = (node: XmlElement) => node.name.toLowerCase() === 'image';

/**
 * The size of an element's content: characters of text plus one per element (the content of `image` elements
 * excluded when `images` is 'free'), and, beyond `max`, a copy cut at that size: the text node that crosses it is
 * shortened, everything after it left out. The input is not modified.
 */
export function boundElement(
  element: XmlElement,
  max: number,
  images: 'free' | 'counted' = 'free',
): BoundedElement {
  let size = 0;
  const sizeOf = (node: XmlNode): void => {
    if (typeof node === 'string') {
      size += node.length;
      return;
    }
    size += 1;
    if (images === 'free' && isImage(node)) return;
    for (const child of node.children) sizeOf(child);
  };
  for (const child of element.children) sizeOf(child);
  if (size <= max) return { element, size, cut: false };

  let budget = max;
  const cut = (node: XmlElement): XmlElement => {
    const children: XmlNode[] = [];
    for (const child of node.children) {
      if (budget <= 0) break;
      if (typeof child === 'string') {
        const kept = truncateText(child, budget);
        budget -= kept.length;
        children.push(kept);
        if (kept.length < child.length) budget = 0;
        continue;
      }
      budget -= 1;
      children.push(images === 'free' && isImage(child) ? child : cut(child));
    }
    return { ...node, children };
  };
  return { element: cut(element), size, cut: true };
}
