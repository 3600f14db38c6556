// Test support (not part of the package API): model objects with defaults.
import { emptyBoqInfo } from '../empty-model';
import type { BoQ, Category, Item, MarkupItem } from '../model';

/** An Item with defaults for every field not given. */
export function makeItem(fields: Partial<Item> & { id: string }): Item {
  return {
    kind: 'item',
    rNoPart: fields.id,
    rNoIndex: null,
    oz: fields.id,
    alternative: null,
    provisional: null,
    lumpSum: false,
    hourly: false,
    keyItem: false,
    markedUp: false,
    upBreakdownRequested: false,
    notApplicable: false,
    notOffered: false,
    changeOrder: null,
    qtyTbd: false,
    qty: null,
    unit: null,
    up: null,
    upComponents: [],
    discountPercent: null,
    it: null,
    vat: null,
    description: null,
    bidderComments: [],
    sumDescription: false,
    subDescriptions: [],
    ...fields,
  };
}

/** A title category holding an item list. */
export function makeCategory(id: string, items: (Item | MarkupItem)[]): Category {
  return {
    kind: 'category',
    id,
    rNoPart: id,
    oz: id,
    level: 'title',
    label: null,
    changeOrder: null,
    notApplicable: false,
    body: { entries: [], itemlist: items },
    totals: null,
  };
}

/** A BoQ of the given top-level categories. */
export const boqOf = (categories: Category[]): BoQ => ({
  id: 'B',
  info: emptyBoqInfo(),
  body: { entries: categories, itemlist: null },
});

/** A MarkupItem with defaults. */
export const makeMarkupItem = (fields: Partial<MarkupItem>): MarkupItem => ({
  kind: 'markupItem',
  id: 'M',
  rNoPart: '9',
  rNoIndex: null,
  oz: '9',
  alternative: null,
  provisional: null,
  changeOrder: null,
  markupType: 'AllInCat',
  markupBase: null,
  markupPercent: null,
  it: null,
  description: null,
  ...fields,
});
