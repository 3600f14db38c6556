import { toCanonical, tryParseDecimal, tryParseGermanDecimal } from '@vendoc/money/decimal';
import type { GaebErrorCode, GaebIssue, GaebWarning } from '../errors';
import type { Extensible } from '../model';
import { textContent, type XmlElement } from '../xml';
import type { SourcePosition } from './parse-xml';

const MAX_ISSUES = 50;

/** State shared by the element readers: positions for messages, collected problems and warnings. */
export class ReadContext {
  readonly warnings: GaebWarning[] = [];
  readonly issues: GaebIssue[] = [];
  private readonly warnedOnce = new Set<string>();
  private readonly ids = new Map<string, XmlElement>();

  constructor(private readonly positions: WeakMap<XmlElement, SourcePosition>) {}

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

  /** Trimmed text content; null when empty. */
  text(el: XmlElement): string | null {
    const value = textContent(el).trim();
    return value === '' ? null : value;
  }

  /** A decimal in canonical wire notation with at least `minPlaces` decimals, or null (error) if invalid. */
  decimal(el: XmlElement, minPlaces: number): string | null {
    const raw = textContent(el).trim();
    if (raw === '') return null;
    const value = tryParseDecimal(raw);
    if (value !== null) return toCanonical(value, minPlaces);
    const german = tryParseGermanDecimal(raw);
    if (german !== null && raw.includes(',')) {
      this.warn(el, `decimal comma in "${raw}" read as ${toCanonical(german, minPlaces)}`);
      return toCanonical(german, minPlaces);
    }
    this.error(el, 'invalid-value', `"${raw}" is not a decimal number`);
    return null;
  }

  /** A non-negative integer, or null (error) if invalid. */
  integer(el: XmlElement): number | null {
    const raw = textContent(el).trim();
    if (/^\+?\d{1,9}$/.test(raw)) return Number.parseInt(raw, 10);
    this.error(el, 'invalid-value', `"${raw}" is not a whole number`);
    return null;
  }

  /** A Yes/No flag (also true/false, 1/0); an empty element counts as Yes. */
  flag(el: XmlElement): boolean {
    const raw = textContent(el).trim().toLowerCase();
    if (raw === '' || raw === 'yes' || raw === 'true' || raw === '1') return true;
    if (raw === 'no' || raw === 'false' || raw === '0') return false;
    this.error(el, 'invalid-value', `"${raw}" is neither Yes nor No`);
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
    if (this.ids.has(id)) this.warn(el, `ID "${id}" is used more than once`);
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
    (target.extensions ??= []).push({ after, element: child });
  }
}
