/**
 * The BoQ side of X31: ordinal numbers (OZ) to RNoParts and back, and the category tree (BoQCtgy) around the
 * items that carry takeoff rows.
 */

import { formatOz } from '@vendoc/gaeb/oz';
import { xmlElement, type XmlElement } from '@vendoc/gaeb/xml';

/** A level of the BoQ breakdown (BoQBkdn), the shape of the contract's `breakdownLevelSchema`. */
export interface X31BreakdownLevel {
  type: 'Lot' | 'BoQLevel' | 'Item' | 'Index';
  label: string | null;
  length: number;
  numeric: boolean;
}

/** The RNoParts of an item: its categories' parts, its own part and its index. */
export interface OzParts {
  categories: string[];
  item: string;
  index: string | null;
}

const RNO_PART = /^[_0-9A-Za-z]{1,14}$/;
const RNO_INDEX = /^[_0-9A-Za-z]$/;

const isCategoryLevel = (level: X31BreakdownLevel): boolean =>
  level.type === 'Lot' || level.type === 'BoQLevel';

/** Splits an OZ ("01.02.0010", "01.02.0010.a") along the breakdown; null when it does not fit it. */
export function ozParts(oz: string, breakdown: readonly X31BreakdownLevel[]): OzParts | null {
  const categoryCount = breakdown.filter(isCategoryLevel).length;
  const hasIndex = breakdown.some((level) => level.type === 'Index');
  const parts = oz.split('.').map((part) => part.trim());
  let index: string | null = null;
  if (parts.length === categoryCount + 2 && hasIndex) index = parts.pop() ?? null;
  if (parts.length !== categoryCount + 1) return null;
  if (!parts.every((part) => RNO_PART.test(part))) return null;
  if (index !== null && !RNO_INDEX.test(index)) return null;
  return { categories: parts.slice(0, categoryCount), item: parts[categoryCount] ?? '', index };
}

/** The OZ of an item from its RNoParts, formatted per the breakdown (numeric parts padded). */
export function ozOf(parts: OzParts, breakdown: readonly X31BreakdownLevel[]): string {
  const levels = breakdown.map((level) => ({ ...level, alignment: null }));
  return formatOz([...parts.categories, parts.item], levels, { index: parts.index, isItem: true });
}

/** An OZ in the breakdown's own formatting ("1.1.10" -> "01.01.0010"), to compare OZs typed differently. */
export function ozKey(oz: string, breakdown: readonly X31BreakdownLevel[]): string {
  const parts = ozParts(oz, breakdown);
  return parts === null ? oz.trim() : ozOf(parts, breakdown);
}

/**
 * A breakdown for OZs written without one: a category level per part before the last, an item level, each as long
 * as its longest part and numeric when all its parts are digits.
 */
export function breakdownFromOzs(ozs: readonly string[]): X31BreakdownLevel[] {
  const split = ozs.map((oz) => oz.split('.').map((part) => part.trim()));
  const depth = Math.max(1, ...split.map((parts) => parts.length));
  const levels: X31BreakdownLevel[] = [];
  for (let i = 0; i < depth; i++) {
    const parts = split.map((p) => p[i]).filter((p): p is string => p !== undefined && p !== '');
    levels.push({
      type: i === depth - 1 ? 'Item' : 'BoQLevel',
      label: null,
      length: Math.min(14, Math.max(1, ...parts.map((p) => p.length))),
      numeric: parts.every((p) => /^\d+$/.test(p)),
    });
  }
  return levels;
}

/** `BoQBkdn` elements of a breakdown. */
export function breakdownElements(breakdown: readonly X31BreakdownLevel[]): XmlElement[] {
  return breakdown.map((level) =>
    xmlElement('BoQBkdn', {}, [
      xmlElement('Type', {}, [level.type]),
      ...(level.label ? [xmlElement('LblBoQBkdn', {}, [level.label.slice(0, 40)])] : []),
      xmlElement('Length', {}, [String(level.length)]),
      xmlElement('Num', {}, [level.numeric ? 'Yes' : 'No']),
    ]),
  );
}

/** An item to write: its RNoParts and the content of its `Item` element. */
export interface TreeItem {
  parts: OzParts;
  children: XmlElement[];
}

/** The `BoQBody` holding the items (in the given order) inside their categories, with unique IDs. */
export function buildBoqBody(items: readonly TreeItem[]): XmlElement {
  let categoryCount = 0;
  let itemCount = 0;
  const build = (group: readonly TreeItem[], depth: number): XmlElement => {
    const atLeaf = group.every((item) => item.parts.categories.length <= depth);
    if (atLeaf) {
      const elements = group.map((item) => {
        const attrs: Record<string, string> = { ID: `I${++itemCount}`, RNoPart: item.parts.item };
        if (item.parts.index !== null) attrs.RNoIndex = item.parts.index;
        return xmlElement('Item', attrs, item.children);
      });
      return xmlElement('BoQBody', {}, [xmlElement('Itemlist', {}, elements)]);
    }
    const byPart = new Map<string, TreeItem[]>();
    for (const item of group) {
      const part = item.parts.categories[depth] ?? '';
      const members = byPart.get(part);
      if (members) members.push(item);
      else byPart.set(part, [item]);
    }
    const categories = [...byPart].map(([part, members]) =>
      xmlElement('BoQCtgy', { ID: `C${++categoryCount}`, RNoPart: part }, [build(members, depth + 1)]),
    );
    return xmlElement('BoQBody', {}, categories);
  };
  return build(items, 0);
}
