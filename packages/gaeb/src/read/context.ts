import { toCanonical, tryParseDecimal, tryParseGermanDecimal } from '@vendoc/money/decimal';
import type { GaebErrorCode, GaebIssue, GaebWarning } from '../errors';
import type { Extensible } from '../model';
import {
  boundElement,
  LONG_TEXT_MAX,
  PRESERVED_TOTAL_MAX,
  SHORT_TEXT_MAX,
  truncateText,
} from '../text-bounds';
import { textContent, type XmlElement } from '../xml';
import type { SourcePosition } from './parse-xml';

const MAX_ISSUES = 50;
const MAX_DECIMAL_LENGTH = 64;

/** A value as a message quotes it: at most 60 characters. */
export const quoted = (value: string): string => `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;

/** State shared by the element readers: positions for messages, collected problems and warnings. */
export class ReadContext {
  readonly warnings: GaebWarning[] = [];
  readonly issues: GaebIssue[] = [];
  private readonly warnedOnce = new Set<string>();
  private readonly ids = new Map<string, XmlElement>();
  /** Characters of preserved elements so far (PRESERVED_TOTAL_MAX bounds them). */
  private preservedSize = 0;
  /** OZ of the item or category being read, for messages; null outside of them. */
  oz: string | null = null;

  constructor(private readonly positions: WeakMap<XmlElement, SourcePosition>) {}

  /** Runs `read` with `oz` named in the messages of what it reads. */
  within<T>(oz: string, read: () => T): T {
    const outer = this.oz;
    this.oz = oz;
    try {
      return read();
    } finally {
      this.oz = outer;
    }
  }

  private cutWarning(el: XmlElement, size: number, max: number): void {
    const where = this.oz === null ? '' : ` of OZ ${this.oz}`;
    this.warn(el, `${el.name}${where}: text of ${size} characters cut to ${max}`);
  }

  /**
   * A text container (LblTx, OutlineText, DetailTxt, BidComm, …) bounded to `max` (text characters plus one per
   * element, embedded images free), with a warning naming the element, OZ and line when cut.
   */
  boundedText(el: XmlElement, max: number): XmlElement {
    const bounded = boundElement(el, max);
    if (bounded.cut) this.cutWarning(el, bounded.size, max);
    return bounded.element;
  }

  /**
   * An element the model keeps unread, bounded to LONG_TEXT_MAX; null (left out, with a warning) once the file's
   * preserved elements together exceed PRESERVED_TOTAL_MAX.
   */
  preserve(el: XmlElement): XmlElement | null {
    const bounded = boundElement(el, LONG_TEXT_MAX, 'counted');
    if (this.preservedSize + Math.min(bounded.size, LONG_TEXT_MAX) > PRESERVED_TOTAL_MAX) {
      this.warn(
        el,
        `unread elements beyond ${PRESERVED_TOTAL_MAX} characters in all were left out`,
        'preserved-total',
      );
      return null;
    }
    this.preservedSize += Math.min(bounded.size, LONG_TEXT_MAX);
    if (bounded.cut) this.cutWarning(el, bounded.size, LONG_TEXT_MAX);
    return bounded.element;
  }

  /** Element name and start position, for messages. */
  where(el: XmlElement): { element: string; line: number | null; column: number | null } {
    const pos = this.positions.get(el);
    return { element: el.name, line: pos?.line ?? null, column: pos?.column ?? null };
  }

  /** Records a problem that makes the file unacceptable; reading goes on to find the others. */
  error(el: XmlElement, code: GaebErrorCode, message: string): void {
    if (this.issues.length < MAX_ISSUES) this.issues.push({ code, message, ...this.where(el) });
  }

  /** Records something tolerated. With `onceKey`, only the first occurrence is reported. */
  warn(el: XmlElement, message: string, onceKey?: string): void {
    if (onceKey !== undefined) {
      if (this.warnedOnce.has(onceKey)) return;
      this.warnedOnce.add(onceKey);
    }
    const { element, line, column } = this.where(el);
    this.warnings.push({
      message,
      element,
      ...(line !== null ? { line } : {}),
      ...(column !== null ? { column } : {}),
    });
  }

  /** Trimmed text content, cut at `max` characters with a warning; null when empty. */
  text(el: XmlElement, max = SHORT_TEXT_MAX): string | null {
    const value = textContent(el).trim();
    if (value === '') return null;
    if (value.length <= max) return value;
    this.cutWarning(el, value.length, max);
    return truncateText(value, max);
  }

  /** A decimal in canonical wire notation with at least `minPlaces` decimals, or null (error) if invalid. */
  decimal(el: XmlElement, minPlaces: number): string | null {
    const raw = textContent(el).trim();
    if (raw === '') return null;
    // Far beyond any amount (and beyond what a decimal library should be made to parse).
    if (raw.length > MAX_DECIMAL_LENGTH) {
      this.error(el, 'invalid-value', `${quoted(raw)} is not a decimal number`);
      return null;
    }
    const value = tryParseDecimal(raw);
    if (value !== null) return toCanonical(value, minPlaces);
    const german = tryParseGermanDecimal(raw);
    if (german !== null && raw.includes(',')) {
      this.warn(el, `decimal comma in "${raw}" read as ${toCanonical(german, minPlaces)}`);
      return toCanonical(german, minPlaces);
    }
    this.error(el, 'invalid-value', `${quoted(raw)} is not a decimal number`);
    return null;
  }

  /** A non-negative integer, or null (error) if invalid. */
  integer(el: XmlElement): number | null {
    const raw = textContent(el).trim();
    if (/^\+?\d{1,9}$/.test(raw)) return Number.parseInt(raw, 10);
    this.error(el, 'invalid-value', `${quoted(raw)} is not a whole number`);
    return null;
  }

  /** A Yes/No flag (also true/false, 1/0); an empty element counts as Yes. */
  flag(el: XmlElement): boolean {
    const raw = textContent(el).trim().toLowerCase();
    if (raw === '' || raw === 'yes' || raw === 'true' || raw === '1') return true;
    if (raw === 'no' || raw === 'false' || raw === '0') return false;
    this.error(el, 'invalid-value', `${quoted(raw)} is neither Yes nor No`);
    return false;
  }

  /** A required attribute; records a problem when it is missing or empty. */
  requiredAttribute(el: XmlElement, name: string, why: string): string {
    const value = el.attrs[name]?.trim();
    if (value) return value;
    this.error(el, 'missing-attribute', `required attribute ${name} is missing (${why})`);
    return '';
  }

  /** Registers an ID; a duplicate is tolerated with a warning (references to it become ambiguous). */
  registerId(el: XmlElement, id: string): void {
    if (id === '') return;
    if (this.ids.has(id)) this.warn(el, `ID ${quoted(id)} is used more than once`);
    else this.ids.set(id, el);
  }

  /** Reports text where only elements belong (it cannot be kept). */
  strayText(parent: XmlElement, text: string): void {
    if (text.trim() !== '')
      this.warn(parent, `text "${text.trim().slice(0, 40)}" between elements was ignored`);
  }
}

/**
 * Attributes other than `known`, or undefined when there are none. Prefixed attributes (xsi:schemaLocation, …)
 * belong to the source file's namespaces and are not carried over.
 */
export function extraAttributes(
  el: XmlElement,
  known: readonly string[],
): Record<string, string> | undefined {
  let extra: Record<string, string> | undefined;
  for (const key in el.attrs) {
    if (!known.includes(key) && !key.includes(':')) (extra ??= {})[key] = el.attrs[key] ?? '';
  }
  return extra;
}

/**
 * Visits the child elements of `el`: `handle` returns true for children it interpreted; all others (and every
 * element in a foreign namespace) are preserved on `target` with the name of the interpreted sibling before them.
 */
export function readChildren(
  ctx: ReadContext,
  el: XmlElement,
  target: Extensible,
  handle: (child: XmlElement) => boolean,
): void {
  let after: string | null = null;
  for (const child of el.children) {
    if (typeof child === 'string') {
      ctx.strayText(el, child);
      continue;
    }
    if (child.ns === undefined && handle(child)) {
      after = child.name;
      continue;
    }
    if (child.ns !== undefined) {
      ctx.warn(
        child,
        `vendor element ${child.name} (${child.ns || 'no namespace'}) kept as is`,
        `ns:${child.name}`,
      );
    }
    const kept = ctx.preserve(child);
    if (kept !== null) (target.extensions ??= []).push({ after, element: kept });
  }
}
