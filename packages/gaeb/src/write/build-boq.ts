import type { BoQ, BoQBody, BoQInfo, BreakdownLevel, Category } from '../model';
import type { ComputedTotals } from '../totals';
import type { XmlElement } from '../xml';
import {
  itemElement,
  markupItemElement,
  performanceDescriptionElement,
  remarkElement,
  type ItemOptions,
} from './build-items';
import { richTextElement } from './build-text';
import { ElementBuilder } from './element-builder';

/** Options of the full-tree writers. */
export interface BoQOptions extends ItemOptions {
  /** Computed totals to write (priced phases), or null to write none. */
  totals: ComputedTotals | null;
}

/** BoQBkdn level. */
export function breakdownElement(level: BreakdownLevel): XmlElement {
  return new ElementBuilder('BoQBkdn')
    .text('Type', level.type)
    .text('LblBoQBkdn', level.label)
    .text('Length', level.length)
    .text('Num', level.numeric ? 'Yes' : 'No')
    .text('Alignment', level.alignment)
    .build(level);
}

/** Totals of the whole BoQ: total, discount, VAT per rate, net, VAT, gross. */
export function boqTotalsElement(totals: ComputedTotals): XmlElement {
  const builder = new ElementBuilder('Totals').text('Total', totals.total);
  if (totals.discountPercent !== null) {
    builder.text('DiscountPcnt', totals.discountPercent).text('TotAfterDisc', totals.net);
  }
  const single = totals.vatParts.length === 1 ? totals.vatParts[0] : undefined;
  builder.text('VAT', single?.vatPercent).text('TotalNet', totals.net);
  if (totals.vatParts.length > 1) {
    for (const part of totals.vatParts) {
      builder.child(
        new ElementBuilder('VATPart', { VATPcnt: part.vatPercent })
          .text('TotalNetPart', part.net)
          .text('VATAmount', part.vat)
          .build(),
      );
    }
  }
  return builder.text('VATAmount', totals.vat).text('TotalGross', totals.gross).build();
}

/** Totals of a category (its total only). */
export function categoryTotalsElement(total: string | undefined): XmlElement {
  return new ElementBuilder('Totals').text('Total', total ?? '0.00').build();
}

function boqInfoElement(info: BoQInfo, options: BoQOptions): XmlElement {
  const builder = new ElementBuilder('BoQInfo')
    .text('Name', info.name)
    .text('LblBoQ', info.label)
    .text('Date', info.date)
    .text('OutlCompl', info.outlineCompleteness)
    .all(info.breakdown.map(breakdownElement))
    .text('NoUPComps', info.upComponentCount);
  for (const label of info.upComponentLabels) {
    builder.child({
      name: `LblUPComp${label.index}`,
      attrs: label.type === null ? {} : { Type: label.type },
      children: [label.label],
    });
  }
  if (options.totals) builder.child(boqTotalsElement(options.totals));
  return builder.build(info);
}

function bodyElement(body: BoQBody, options: BoQOptions): XmlElement {
  const builder = new ElementBuilder('BoQBody', { ...body.extraAttributes });
  for (const entry of body.entries) {
    if (entry.kind === 'category') builder.child(categoryElement(entry, options));
    else if (entry.kind === 'remark') builder.child(remarkElement(entry));
    else if (entry.kind === 'performanceDescription') builder.child(performanceDescriptionElement(entry));
    else builder.child(entry.element);
  }
  if (body.itemlist !== null) {
    const list = new ElementBuilder('Itemlist', { ...body.itemlistExtraAttributes });
    for (const entry of body.itemlist) {
      if (entry.kind === 'item') list.child(itemElement(entry, options));
      else if (entry.kind === 'markupItem') list.child(markupItemElement(entry, options));
      else if (entry.kind === 'remark') list.child(remarkElement(entry));
      else if (entry.kind === 'performanceDescription') list.child(performanceDescriptionElement(entry));
      else list.child(entry.element);
    }
    builder.child(list.build());
  }
  return builder.build();
}

function categoryElement(category: Category, options: BoQOptions): XmlElement {
  const builder = new ElementBuilder('BoQCtgy').attr('ID', category.id).attr('RNoPart', category.rNoPart);
  if (category.label) builder.child(richTextElement(category.label, 'LblTx'));
  if (category.changeOrder)
    builder.text('CONo', category.changeOrder.number).text('COStatus', category.changeOrder.status);
  builder.yes('NotApplBoQ', category.notApplicable);
  if (category.body) builder.child(bodyElement(category.body, options));
  if (options.totals) builder.child(categoryTotalsElement(options.totals.categories[category.id]));
  return builder.build(category);
}

/** BoQ with info and body (full tree). */
export function boqElement(boq: BoQ, options: BoQOptions): XmlElement {
  return new ElementBuilder('BoQ', { ID: boq.id })
    .child(boqInfoElement(boq.info, options))
    .child(bodyElement(boq.body, options))
    .build(boq);
}
