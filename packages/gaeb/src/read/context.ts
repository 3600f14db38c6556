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
import {
  fieldName,
  flagName,
  germanCount,
  placeOf,
  quoted,
  sentence,
  type Place,
  type PlaceKind,
} from './wording';

const MAX_ISSUES = 50;
const MAX_DECIMAL_LENGTH = 64;

/** State shared by the element readers: positions for messages, collected problems and warnings. */
export class ReadContext {
  readonly warnings: GaebWarning[] = [];
  readonly issues: GaebIssue[] = [];
  private readonly warnedOnce = new Set<string>();
  private readonly ids = new Map<string, XmlElement>();
  /** Characters of preserved elements so far (PRESERVED_TOTAL_MAX bounds them). */
  private preservedSize = 0;
  /** The title or item being read, named at the start of messages; null outside of them. */
  place: Place | null = null;

  constructor(private readonly positions: WeakMap<XmlElement, SourcePosition>) {}

  /** Runs `read` with the title or item `kind` of ordinal number `oz` (null: none) named in its messages. */
  within<T>(kind: PlaceKind, oz: string | null, read: () => T): T {
    const outer = this.place;
    this.place = placeOf(kind, oz, outer);
    try {
      return read();
    } finally {
      this.place = outer;
    }
  }

  /** "Position 01.02.0030: die Menge …" within an item, "Die Menge …" outside of titles and items. */
  private placed(message: string): string {
    return this.place === null ? sentence(message) : `${this.place.label}: ${message}`;
  }

  private cutWarning(el: XmlElement, size: number, max: number): void {
    this.warn(
      el,
      `${fieldName(el.name)} wurde von ${germanCount(size)} auf ${germanCount(max)} Zeichen gekürzt`,
    );
  }

  /**
   * A text container (LblTx, OutlineText, DetailTxt, BidComm, …) bounded to `max` (text characters plus one per
   * element, embedded images free), with a warning naming the text, OZ and line when cut.
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
        'Angaben, die VenDoc nicht auswertet, wurden von hier an weggelassen: zusammen sind es mehr als ' +
          `${germanCount(PRESERVED_TOTAL_MAX)} Zeichen`,
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

  /**
   * Records a problem that makes the file unacceptable; reading goes on to find the others. `message` starts in
   * lower case: the title or item being read is put before it.
   */
  error(el: XmlElement, code: GaebErrorCode, message: string): void {
    if (this.issues.length < MAX_ISSUES)
      this.issues.push({ code, message: this.placed(message), ...this.where(el) });
  }

  /**
   * Records something tolerated (`message` as for `error`), with the OZ of the title or item being read. With
   * `onceKey`, only the first occurrence is reported.
   */
  warn(el: XmlElement, message: string, onceKey?: string): void {
    if (onceKey !== undefined) {
      if (this.warnedOnce.has(onceKey)) return;
      this.warnedOnce.add(onceKey);
    }
    const { element, line, column } = this.where(el);
    const oz = this.place?.oz ?? null;
    this.warnings.push({
      message: this.placed(message),
      element,
      ...(line !== null ? { line } : {}),
      ...(column !== null ? { column } : {}),
      ...(oz !== null ? { oz } : {}),
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
    const notANumber = `${fieldName(el.name)} ${quoted(raw)} ist keine Zahl`;
    // Far beyond any amount (and beyond what a decimal library should be made to parse).
    if (raw.length > MAX_DECIMAL_LENGTH) {
      this.error(el, 'invalid-value', notANumber);
      return null;
    }
    const value = tryParseDecimal(raw);
    if (value !== null) return toCanonical(value, minPlaces);
    const german = tryParseGermanDecimal(raw);
    if (german !== null && raw.includes(',')) {
      const read = toCanonical(german, minPlaces);
      this.warn(
        el,
        `${fieldName(el.name)} ${quoted(raw)} ist mit Dezimalkomma geschrieben; gelesen als ${read.replace('.', ',')}`,
      );
      return read;
    }
    this.error(el, 'invalid-value', notANumber);
    return null;
  }

  /** A non-negative integer, or null (error) if invalid. */
  integer(el: XmlElement): number | null {
    const raw = textContent(el).trim();
    if (/^\+?\d{1,9}$/.test(raw)) return Number.parseInt(raw, 10);
    this.error(el, 'invalid-value', `${fieldName(el.name)} ${quoted(raw)} ist keine ganze Zahl`);
    return null;
  }

  /** A Yes/No flag (also true/false, 1/0); an empty element counts as Yes. */
  flag(el: XmlElement): boolean {
    const raw = textContent(el).trim().toLowerCase();
    if (raw === '' || raw === 'yes' || raw === 'true' || raw === '1') return true;
    if (raw === 'no' || raw === 'false' || raw === '0') return false;
    this.error(
      el,
      'invalid-value',
      `die Angabe ${quoted(flagName(el.name))} ist ${quoted(textContent(el).trim())}; möglich sind Yes und No`,
    );
    return false;
  }

  /**
   * The ID and RNoPart of a title or item (required: bids and references find it by its ID, its OZ is built from
   * its RNoPart), '' with a problem recorded when missing. Read within the place of the entry.
   */
  identity(el: XmlElement, what: string): { id: string; rNoPart: string } {
    const id = el.attrs.ID?.trim() ?? '';
    const rNoPart = el.attrs.RNoPart?.trim() ?? '';
    if (id === '') {
      this.error(
        el,
        'missing-attribute',
        `die Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise ${what}`,
      );
    }
    if (rNoPart === '') {
      this.error(
        el,
        'missing-attribute',
        'das Attribut RNoPart fehlt, aus dem die Ordnungszahl gebildet wird',
      );
    }
    this.registerId(el, id);
    return { id, rNoPart };
  }

  /** Registers an ID; a duplicate is tolerated with a warning (references to it become ambiguous). */
  registerId(el: XmlElement, id: string): void {
    if (id === '') return;
    if (this.ids.has(id)) {
      this.warn(
        el,
        `die Kennung (ID) ${quoted(id)} kommt mehrfach vor; Verweise darauf sind nicht eindeutig`,
      );
    } else this.ids.set(id, el);
  }

  /** Reports text where only elements belong (it cannot be kept). */
  strayText(parent: XmlElement, text: string): void {
    if (text.trim() !== '') {
      this.warn(
        parent,
        `der Text ${quoted(text.trim().slice(0, 40))} steht außerhalb der Felder, die GAEB dafür vorsieht, ` +
          'und wurde nicht übernommen',
      );
    }
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
        `Zusatzangaben eines anderen Programms (${child.name}${child.ns ? ` aus ${child.ns}` : ''}) wurden ` +
          'unverändert übernommen, aber nicht ausgewertet; sie kommen hier zum ersten Mal vor',
        `ns:${child.name}`,
      );
    }
    const kept = ctx.preserve(child);
    if (kept !== null) (target.extensions ??= []).push({ after, element: kept });
  }
}
