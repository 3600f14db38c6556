import { toCanonical, tryParseDecimal, tryParseGermanDecimal } from '@vendoc/money/decimal';
import type { GaebErrorCode, GaebIssue, GaebWarning } from '../errors';
import { SHORT_TEXT_MAX, truncateText } from '../text-bounds';
import type { G2Block, G2Field, G2Node } from './parse';

const MAX_ISSUES = 50;
const MAX_DECIMAL_LENGTH = 64;
/** Warnings a file gets at most; the last one says how many more there were (a hostile file has millions). */
const MAX_WARNINGS = 500;

/** A value as a German message quotes it: „…“, at most 60 characters. */
export const zitiert = (value: string): string => `„${value.length > 60 ? `${value.slice(0, 60)}…` : value}“`;

/** How a message names a node: "[Menge]" for a field, "#begin[Position]" for a block. */
export const nodeLabel = (node: G2Node): string =>
  node.kind === 'field' ? `[${node.tag}]` : `#begin[${node.name}]`;

// Numeric character references (&#38;, &#x26;) some exporters write for characters the format reserves. Those to
// characters a text must not have are gone already (removeForbiddenCharacters runs on the whole file first).
const CHARACTER_REFERENCE = /&#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}));/g;

/** A field value with numeric character references resolved. */
export function resolveReferences(value: string): string {
  if (!value.includes('&#')) return value;
  return value.replace(CHARACTER_REFERENCE, (match, hex: string | undefined, dec: string | undefined) => {
    const code = hex === undefined ? Number(dec) : Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** State shared by the block readers: collected problems and warnings, the OZ being read for messages. */
export class Gaeb2000Context {
  readonly issues: GaebIssue[] = [];
  readonly warnings: GaebWarning[] = [];
  private readonly warnedOnce = new Set<string>();
  private counter = 0;
  /** Warnings recorded so far, including those beyond MAX_WARNINGS. */
  private warningCount = 0;
  /** Kind and OZ of the entry being read ("Position 01.0020"), for messages; null outside of entries. */
  subject: string | null = null;

  /** Runs `read` with `subject` ("Position 01.0020", "Bereich 01") named in its warnings. */
  within<T>(subject: string, read: () => T): T {
    const outer = this.subject;
    this.subject = subject;
    try {
      return read();
    } finally {
      this.subject = outer;
    }
  }

  /** A new ID for an element the format gives none (GAEB 2000 has no IDs): "G2K-1", "G2K-2", … */
  nextId(): string {
    this.counter++;
    return `G2K-${this.counter}`;
  }

  /** Records a problem that makes the file unacceptable; reading goes on to find the others. */
  error(node: G2Node, code: GaebErrorCode, message: string): void {
    if (this.issues.length >= MAX_ISSUES) return;
    const suffix = this.subject === null ? '' : ` (${this.subject})`;
    this.issues.push({
      code,
      message: `${message}${suffix}`,
      element: nodeLabel(node),
      line: node.line,
      column: null,
    });
  }

  /** Records something tolerated, with the entry being read named. With `onceKey`, only the first is reported. */
  warn(node: G2Node, message: string, onceKey?: string): void {
    if (onceKey !== undefined) {
      if (this.warnedOnce.has(onceKey)) return;
      this.warnedOnce.add(onceKey);
    }
    this.warningCount++;
    if (this.warnings.length >= MAX_WARNINGS) {
      this.warnings[MAX_WARNINGS - 1] = {
        message: `${this.warningCount - MAX_WARNINGS + 1} weitere Hinweise nicht einzeln aufgeführt`,
      };
      return;
    }
    const prefix = this.subject === null ? '' : `${this.subject}: `;
    this.warnings.push({ message: `${prefix}${message}`, element: nodeLabel(node), line: node.line });
  }

  /** A block or field the reader does not know: reported once per name and parent block. */
  unknown(parent: G2Block, node: G2Node): void {
    const isField = node.kind === 'field';
    const name = isField ? node.tag : node.name;
    const vendor = name.startsWith('_');
    const label = isField
      ? `${vendor ? 'herstellerspezifisches' : 'unbekanntes'} Feld [${name}]`
      : `${vendor ? 'herstellerspezifischer' : 'unbekannter'} Block #begin[${name}]`;
    this.warn(node, `${label} in #begin[${parent.name}] nicht gelesen`, `unknown:${parent.name}:${label}`);
  }

  /** Trimmed value (character references resolved), cut at `max` characters with a warning; null when empty. */
  text(field: G2Field, max = SHORT_TEXT_MAX): string | null {
    const value = resolveReferences(field.value).trim();
    if (value === '') return null;
    if (value.length <= max) return value;
    this.warn(field, `Text mit ${value.length} Zeichen auf ${max} Zeichen gekürzt`);
    return truncateText(value, max);
  }

  /**
   * A number in GAEB 2000 notation (decimal comma, optional grouping dots and leading zeros: "000012,500",
   * "1.234,56") in canonical wire notation with at least `minPlaces` decimals; null for an empty field, null and an
   * error when it is not a number. A decimal point without comma ("12.5") is read as such, with a warning.
   */
  decimal(field: G2Field, minPlaces: number): string | null {
    const raw = field.value.trim();
    if (raw === '') return null;
    if (raw.length <= MAX_DECIMAL_LENGTH) {
      if (raw.includes(',')) {
        const german = tryParseGermanDecimal(raw);
        if (german !== null) return toCanonical(german, minPlaces);
      } else {
        const plain = tryParseDecimal(raw);
        if (plain !== null) {
          const value = toCanonical(plain, minPlaces);
          if (raw.includes('.')) this.warn(field, `Dezimalpunkt in ${zitiert(raw)} als ${value} gelesen`);
          return value;
        }
      }
    }
    this.error(field, 'invalid-value', `${zitiert(raw)} ist keine Zahl`);
    return null;
  }

  /** A whole number ≥ 0, or null (error) if it is none. */
  integer(field: G2Field): number | null {
    const raw = field.value.trim();
    if (/^\+?\d{1,9}$/.test(raw)) return Number.parseInt(raw, 10);
    this.error(field, 'invalid-value', `${zitiert(raw)} ist keine ganze Zahl`);
    return null;
  }

  /** Ja/Nein (also J/N, Yes/No, 1/0, true/false); an empty field counts as Ja. */
  flag(field: G2Field): boolean {
    const raw = field.value.trim().toLowerCase();
    if (['', 'ja', 'j', 'yes', 'y', '1', 'true', 'x'].includes(raw)) return true;
    if (['nein', 'n', 'no', '0', 'false'].includes(raw)) return false;
    this.error(field, 'invalid-value', `${zitiert(field.value.trim())} ist weder Ja noch Nein`);
    return false;
  }
}
