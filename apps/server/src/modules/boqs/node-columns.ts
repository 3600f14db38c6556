import type { BoqNodeMarks } from '@vendoc/contract/boqs';
import { longText, shortText } from '@vendoc/gaeb/boq-walk';
import type { FlatEntry } from '@vendoc/gaeb/flat';
import type { Item, MarkupItem } from '@vendoc/gaeb/model';
import { plainText } from '@vendoc/gaeb/rich-text';
import { countsTowardTotal, itemTotal } from '@vendoc/gaeb/totals';
import { toFixed } from '@vendoc/money/decimal';
import type { StoredNodeKind } from './boq-tree';

/** The columns of a boq_nodes row derived from its model entry (structure columns aside). */
export interface NodeColumns {
  kind: StoredNodeKind;
  rNoPart: string | null;
  rNoIndex: string | null;
  oz: string;
  shortText: string;
  qty: string | null;
  unit: string | null;
  unitPrice: string | null;
  /** Item total; categories get their subtotal from the tree layout. */
  total: string | null;
  counted: boolean;
  vatPercent: string | null;
  hasLongText: boolean;
  marks: BoqNodeMarks;
  notApplicable: boolean;
}

const firstLine = (text: string): string => text.split('\n').find((line) => line.trim() !== '') ?? '';

function marksOf(entry: Item | MarkupItem): BoqNodeMarks {
  const marks: BoqNodeMarks = {};
  if (entry.provisional !== null)
    marks.provisional = entry.provisional === 'WithTotal' ? 'withTotal' : 'withoutTotal';
  if (entry.alternative !== null)
    marks.alternative = { group: entry.alternative.group, serial: entry.alternative.serial };
  if (entry.kind === 'item') {
    if (entry.lumpSum) marks.lumpSum = true;
    if (entry.hourly) marks.hourly = true;
  } else if (entry.markupPercent !== null) {
    marks.markupPercent = entry.markupPercent;
  }
  return marks;
}

const none = {
  rNoPart: null,
  rNoIndex: null,
  oz: '',
  qty: null,
  unit: null,
  unitPrice: null,
  total: null,
  counted: false,
  vatPercent: null,
  hasLongText: false,
  marks: {},
  notApplicable: false,
} satisfies Partial<NodeColumns>;

/**
 * Columns of a node. `inNotApplicable`: the node lies under a category marked not applicable, so it counts
 * nothing.
 */
export function nodeColumns(entry: FlatEntry, inNotApplicable = false): NodeColumns {
  switch (entry.kind) {
    case 'category':
      return {
        ...none,
        kind: entry.level,
        rNoPart: entry.rNoPart,
        oz: entry.oz,
        shortText: plainText(entry.label),
        total: '0.00',
        notApplicable: entry.notApplicable,
      };
    case 'item':
    case 'markupItem': {
      const total = itemTotal(entry);
      const long = longText(entry.description);
      return {
        ...none,
        kind: entry.kind,
        rNoPart: entry.rNoPart,
        rNoIndex: entry.rNoIndex,
        oz: entry.oz,
        shortText: shortText(entry.description) || firstLine(long),
        qty: entry.kind === 'item' ? entry.qty : null,
        unit: entry.kind === 'item' ? entry.unit : null,
        unitPrice: entry.kind === 'item' ? entry.up : null,
        total: total === null ? null : toFixed(total, 2),
        counted: !inNotApplicable && countsTowardTotal(entry),
        vatPercent: entry.kind === 'item' ? entry.vat : null,
        hasLongText: long !== '',
        marks: marksOf(entry),
      };
    }
    case 'remark': {
      const long = longText(entry.description);
      return {
        ...none,
        kind: 'remark',
        shortText: shortText(entry.description) || firstLine(long),
        hasLongText: long !== '',
      };
    }
    case 'performanceDescription': {
      const long = entry.descriptions.map(longText).join('\n');
      return {
        ...none,
        kind: 'performanceDescription',
        shortText: entry.label ?? entry.number ?? firstLine(long),
        hasLongText: long !== '',
      };
    }
    case 'preserved':
      return { ...none, kind: 'preserved', shortText: '' };
  }
}
