import { longText } from '@vendoc/gaeb/boq-walk';
import type { PreservedElement } from '@vendoc/gaeb/model';
import type { Description } from '@vendoc/gaeb/model-text';
import type { XmlNode } from '@vendoc/gaeb/xml';
import type { TenderItemText } from '@vendoc/matching/rank';
import type { ItemRow } from './matches.repository';

function textOf(nodes: readonly XmlNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
}

/**
 * The STLB-Bau number (Standardleistungsnummer) of a GAEB description: the StLNo element, which the GAEB reader
 * keeps as an element it does not interpret. Null when the item has none.
 */
export function stlbNumber(description: Description | null): string | null {
  const element = (description?.extensions ?? []).find(
    (extension: PreservedElement) => extension.element.name === 'StLNo' && extension.element.ns === undefined,
  )?.element;
  if (element === undefined) return null;
  const text = textOf(element.children).trim();
  return text === '' ? null : text;
}

/** A stored BoQ item as the matcher reads it: short text, plain long text, unit and STLB-Bau number. */
export function tenderItemText(row: ItemRow): TenderItemText {
  const description = (row.description ?? null) as Description | null;
  return {
    oz: row.oz,
    shortText: row.shortText,
    longText: longText(description),
    unit: row.unit,
    stlbCode: stlbNumber(description),
  };
}
