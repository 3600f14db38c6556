import type { MarkupItem, PerformanceDescription, Remark } from '../model';
import type { XmlElement } from '../xml';
import { extraAttributes, readChildren, type ReadContext } from './context';
import {
  PairFields,
  MONEY_PLACES,
  PERCENT_PLACES,
  readProvisional,
  readWithinItem,
  type ItemPlace,
} from './item-fields';
import { readDescription } from './read-text';

/** MarkupItem (Zuschlagsposition): markup type, base amount, percentage, total. */
export function readMarkupItem(ctx: ReadContext, el: XmlElement, place: ItemPlace): MarkupItem {
  return readWithinItem(ctx, el, place, 'markupItem', (identity) => {
    const pairs = new PairFields();
    const item: MarkupItem = {
      kind: 'markupItem',
      ...identity,
      alternative: null,
      provisional: null,
      changeOrder: null,
      markupType: null,
      markupBase: null,
      markupPercent: null,
      it: null,
      description: null,
    };
    const extra = extraAttributes(el, ['ID', 'RNoPart', 'RNoIndex']);
    if (extra) item.extraAttributes = extra;
    readChildren(ctx, el, item, (child) => {
      if (pairs.handle(ctx, child)) return true;
      if (child.name === 'Provis') item.provisional = readProvisional(ctx, child);
      else if (child.name === 'MarkupType') item.markupType = ctx.text(child);
      else if (child.name === 'ITMarkup') item.markupBase = ctx.decimal(child, MONEY_PLACES);
      else if (child.name === 'Markup') item.markupPercent = ctx.decimal(child, PERCENT_PLACES);
      else if (child.name === 'IT') item.it = ctx.decimal(child, MONEY_PLACES);
      else if (child.name === 'Description') item.description = readDescription(ctx, child);
      else return false;
      return true;
    });
    item.alternative = pairs.alternative(ctx, el);
    item.changeOrder = pairs.changeOrder();
    return item;
  });
}

/** Remark (Hinweistext). */
export function readRemark(ctx: ReadContext, el: XmlElement): Remark {
  return ctx.within('remark', null, () => {
    const id = el.attrs.ID?.trim() ?? '';
    ctx.registerId(el, id);
    const remark: Remark = { kind: 'remark', id, description: null };
    const extra = extraAttributes(el, ['ID']);
    if (extra) remark.extraAttributes = extra;
    readChildren(ctx, el, remark, (child) => {
      if (child.name !== 'Description') return false;
      remark.description = readDescription(ctx, child);
      return true;
    });
    return remark;
  });
}

/** PerfDescr (Ausführungsbeschreibung). */
export function readPerformanceDescription(ctx: ReadContext, el: XmlElement): PerformanceDescription {
  return ctx.within('performanceDescription', null, () => readPerformance(ctx, el));
}

function readPerformance(ctx: ReadContext, el: XmlElement): PerformanceDescription {
  const id = el.attrs.ID?.trim() ?? '';
  ctx.registerId(el, id);
  const perf: PerformanceDescription = {
    kind: 'performanceDescription',
    id,
    number: null,
    label: null,
    descriptions: [],
  };
  const extra = extraAttributes(el, ['ID']);
  if (extra) perf.extraAttributes = extra;
  readChildren(ctx, el, perf, (child) => {
    if (child.name === 'PerfNo') perf.number = ctx.text(child);
    else if (child.name === 'PerfLbl') perf.label = ctx.text(child);
    else if (child.name === 'Description') perf.descriptions.push(readDescription(ctx, child));
    else return false;
    return true;
  });
  return perf;
}
