/**
 * Bounds of the texts an X31 file brings (the limits of the GAEB reader, docs/decisions/0016): names and line
 * texts 2,000 characters, formulas 64,000; cut beyond with a German warning naming the place. And what the XML
 * parser cleaned: characters XML forbids, over-long attribute values.
 */

import type { ParsedXml } from '@vendoc/gaeb/read/parse-xml';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, truncateText } from '@vendoc/gaeb/text-bounds';
import { formatAddress } from '../address';
import type { ReadLine } from './read-rows';

const thousands = (n: number) => n.toLocaleString('de-DE');

/** German warnings for what the parser removed or cut. */
export function parserNotes(parsed: ParsedXml): string[] {
  const notes: string[] = [];
  if (parsed.removedCharacters !== null) {
    const { count, line } = parsed.removedCharacters;
    notes.push(
      `${thousands(count)} Zeichen, die XML nicht erlaubt (Nullzeichen, Steuerzeichen, einzelne Surrogate), ` +
        `wurden entfernt (zuerst in XML-Zeile ${line}).`,
    );
  }
  for (const warning of parsed.warnings) {
    notes.push(
      `Ein Attribut von „${warning.element ?? '?'}“ (XML-Zeile ${warning.line ?? '?'}) war länger als ` +
        `${thousands(SHORT_TEXT_MAX)} Zeichen und wurde gekürzt.`,
    );
  }
  return notes;
}

/** `value` cut at SHORT_TEXT_MAX, with a warning naming the element and its XML line. */
export function boundedName(
  value: string | null,
  element: string,
  line: number | null,
  warnings: string[],
): string | null {
  if (value === null || value.length <= SHORT_TEXT_MAX) return value;
  const at = line === null ? '' : ` (XML-Zeile ${line})`;
  warnings.push(
    `Der Text von „${element}“${at} war ${thousands(value.length)} Zeichen lang und wurde auf ` +
      `${thousands(SHORT_TEXT_MAX)} gekürzt.`,
  );
  return truncateText(value, SHORT_TEXT_MAX);
}

/** Lines with their text cut at SHORT_TEXT_MAX and their formula at LONG_TEXT_MAX, each cut warned about. */
export function boundedLines(lines: readonly ReadLine[], warnings: string[]): ReadLine[] {
  return lines.map((line) => {
    const place = `Zeile ${formatAddress(line.sheet, line.row)}${line.oz === null ? '' : ` (Position ${line.oz})`}`;
    const cut = (what: string, value: string, max: number) => {
      if (value.length <= max) return value;
      warnings.push(
        `${place}: ${what} war ${thousands(value.length)} Zeichen lang und wurde auf ${thousands(max)} gekürzt.`,
      );
      return truncateText(value, max);
    };
    const text = cut('Der Text', line.text, SHORT_TEXT_MAX);
    const expression = cut('Die Formel', line.expression, LONG_TEXT_MAX);
    return text === line.text && expression === line.expression ? line : { ...line, text, expression };
  });
}
