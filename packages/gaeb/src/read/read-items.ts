import type { Item, SubDescription } from '../model';
import type { XmlElement } from '../xml';
import { extraAttributes, readChildren, type ReadContext } from './context';
import {
  PairFields,
  PERCENT_PLACES,
  QTY_PLACES,
  MONEY_PLACES,
  UP_PLACES,
  readProvisional,
  readWithinItem,
  type ItemIdentity,
  type ItemPlace,
} from './item-fields';
import { readDescription, readRichText } from './read-text';
import { LONG_TEXT_MAX } from '../text-bounds';

/** Item (Position) with every kind: normal, lump sum, provisional, alternative, hourly, quantity to be determined. */
export function readItem(ctx: ReadContext, el: XmlElement, place: ItemPlace): Item {
  return readWithinItem(ctx, el, place, 'item', (identity) => itemOf(ctx, el, identity));
}

function itemOf(ctx: ReadContext, el: XmlElement, identity: ItemIdentity): Item {
  const pairs = new PairFields();
  const item: Item = {
    kind: 'item',
    ...identity,
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
  };
  const extra = extraAttributes(el, ['ID', 'RNoPart', 'RNoIndex']);
  if (extra) item.extraAttributes = extra;
  readItemChildren(ctx, el, item, pairs);
  while (item.upComponents.length > 0 && item.upComponents.at(-1) == null) item.upComponents.pop();
  for (let i = 0; i < item.upComponents.length; i++) item.upComponents[i] ??= null;
  item.alternative = pairs.alternative(ctx, el);
  item.changeOrder = pairs.changeOrder();
  return item;
}

function readItemChildren(ctx: ReadContext, el: XmlElement, item: Item, pairs: PairFields): void {
  readChildren(ctx, el, item, (child) => {
    if (pairs.handle(ctx, child)) return true;
    const component = /^UPComp([1-6])$/.exec(child.name);
    if (component) {
      item.upComponents[Number(component[1]) - 1] = ctx.decimal(child, UP_PLACES);
      return true;
    }
    switch (child.name) {
      case 'Provis':
        item.provisional = readProvisional(ctx, child);
        return true;
      case 'LumpSumItem':
        item.lumpSum = ctx.flag(child);
        return true;
      case 'HourIt':
        item.hourly = ctx.flag(child);
        return true;
      case 'KeyIt':
        item.keyItem = ctx.flag(child);
        return true;
      case 'MarkupIt':
        item.markedUp = ctx.flag(child);
        return true;
      case 'UPBkdn':
        item.upBreakdownRequested = ctx.flag(child);
        return true;
      case 'NotAppl':
        item.notApplicable = ctx.flag(child);
        return true;
      case 'NotOffered':
        item.notOffered = ctx.flag(child);
        return true;
      case 'QtyTBD':
        item.qtyTbd = ctx.flag(child);
        return true;
      case 'Qty':
      case 'BillQty':
        item.qty = ctx.decimal(child, QTY_PLACES);
        return true;
      case 'QU':
        item.unit = ctx.text(child);
        return true;
      case 'UP':
        item.up = ctx.decimal(child, UP_PLACES);
        return true;
      case 'DiscountPcnt':
        item.discountPercent = ctx.decimal(child, PERCENT_PLACES);
        return true;
      case 'IT':
        item.it = ctx.decimal(child, MONEY_PLACES);
        return true;
      case 'VAT':
        item.vat = ctx.decimal(child, PERCENT_PLACES);
        return true;
      case 'Description':
        item.description = readDescription(ctx, child);
        return true;
      case 'BidComm':
        item.bidderComments.push(readRichText(ctx, ctx.boundedText(child, LONG_TEXT_MAX)));
        return true;
      case 'SumDescr':
        item.sumDescription = ctx.flag(child);
        return true;
      case 'SubDescr':
        item.subDescriptions.push(readSubDescription(ctx, child));
        return true;
      default:
        return false;
    }
  });
}

function readSubDescription(ctx: ReadContext, el: XmlElement): SubDescription {
  const sub: SubDescription = { number: null, description: null, qty: null, unit: null, up: null };
  readChildren(ctx, el, sub, (child) => {
    if (child.name === 'SubDNo') sub.number = ctx.text(child);
    else if (child.name === 'Description') sub.description = readDescription(ctx, child);
    else if (child.name === 'Qty') sub.qty = ctx.decimal(child, QTY_PLACES);
    else if (child.name === 'QU') sub.unit = ctx.text(child);
    else if (child.name === 'UP') sub.up = ctx.decimal(child, UP_PLACES);
    else return false;
    return true;
  });
  return sub;
}
