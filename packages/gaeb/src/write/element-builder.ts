import { toCanonical, tryParseDecimal } from '@vendoc/money/decimal';
import type { Extensible, PreservedElement } from '../model';
import type { XmlElement } from '../xml';

/** Builds one output element from model fields, then puts preserved elements back beside their old siblings. */
export class ElementBuilder {
  private readonly children: XmlElement[] = [];

  constructor(
    private readonly name: string,
    private readonly attrs: Record<string, string> = {},
  ) {}

  /** Sets an attribute when the value is present. */
  attr(name: string, value: string | null | undefined): this {
    if (value !== null && value !== undefined && value !== '') this.attrs[name] = value;
    return this;
  }

  /** Adds `<name>value</name>` when the value is present. */
  text(name: string, value: string | number | null | undefined): this {
    if (value !== null && value !== undefined && value !== '') {
      this.children.push({ name, attrs: {}, children: [String(value)] });
    }
    return this;
  }

  /** Adds a decimal in wire notation with at least `places` decimals ("800" -> "800.000") when present. */
  decimal(name: string, value: string | null | undefined, places: number): this {
    if (value === null || value === undefined || value === '') return this;
    const parsed = tryParseDecimal(value);
    return this.text(name, parsed === null ? value : toCanonical(parsed, places));
  }

  /** Adds `<name>Yes</name>` when the flag is set. */
  yes(name: string, flag: boolean): this {
    if (flag) this.children.push({ name, attrs: {}, children: ['Yes'] });
    return this;
  }

  /** Adds a child element when present. */
  child(el: XmlElement | null | undefined): this {
    if (el) this.children.push(el);
    return this;
  }

  /** Adds several child elements. */
  all(elements: readonly XmlElement[]): this {
    this.children.push(...elements);
    return this;
  }

  /** True when no child has been added. */
  get isEmpty(): boolean {
    return this.children.length === 0;
  }

  /** The element with `source`'s unknown attributes and preserved children merged in (unless `preserve` is false). */
  build(source?: Extensible, preserve = true): XmlElement {
    const attrs =
      preserve && source?.extraAttributes ? { ...source.extraAttributes, ...this.attrs } : this.attrs;
    const extensions = preserve ? (source?.extensions ?? []) : [];
    return { name: this.name, attrs, children: mergePreserved(this.children, extensions) };
  }
}

/**
 * Inserts preserved elements after the last written sibling they followed in the source; those whose sibling
 * is not written go to the end (the schema pass puts known GAEB elements in their order anyway).
 */
export function mergePreserved(
  children: readonly XmlElement[],
  extensions: readonly PreservedElement[],
): XmlElement[] {
  if (extensions.length === 0) return [...children];
  const lastIndex = new Map<string, number>();
  children.forEach((child, i) => lastIndex.set(child.name, i));
  const anchored = new Map<number, XmlElement[]>();
  const leading: XmlElement[] = [];
  const trailing: XmlElement[] = [];
  for (const { after, element } of extensions) {
    if (after === null) {
      leading.push(element);
      continue;
    }
    const index = lastIndex.get(after);
    if (index === undefined) trailing.push(element);
    else anchored.set(index, [...(anchored.get(index) ?? []), element]);
  }
  const out = [...leading];
  children.forEach((child, i) => out.push(child, ...(anchored.get(i) ?? [])));
  return [...out, ...trailing];
}
