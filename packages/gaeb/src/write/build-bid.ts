import { toFixed } from '@vendoc/money/decimal';
import type { Address, BoQ, BoQBody, Item, MarkupItem } from '../model';
import { itemTotal, type ComputedTotals } from '../totals';
import type { XmlElement } from '../xml';
import { boqTotalsElement, breakdownElement, categoryTotalsElement } from './build-boq';
import { upComponentElements } from './build-items';
import { bidderComplements, richTextElement, textComplementElement } from './build-text';
import { ElementBuilder } from './element-builder';
import type { WarningCollector } from './warnings';

/** X84 carries what the bidder adds: per item ID and OZ, unit prices, totals, bidder texts; per category totals. */
interface BidContext {
  totals: ComputedTotals;
  warnings: WarningCollector;
  /** Write every item's quantity (a bid that answers no tender), not only where the tender left it open. */
  quantities: boolean;
}

function bidItem(item: Item, ctx: BidContext): XmlElement {
  const builder = new ElementBuilder('Item')
    .attr('ID', item.id)
    .attr('RNoPart', item.rNoPart)
    .attr('RNoIndex', item.rNoIndex)
    .yes('NotOffered', item.notOffered);
  // The bidder states the quantity only where the tender left it open.
  if (item.qtyTbd || ctx.quantities) builder.decimal('Qty', item.qty, 3);
  if (item.up === null && !item.notOffered) ctx.warnings.add('item without unit price', 'Item');
  builder.decimal('UP', item.up, 3).all(upComponentElements(item.upComponents));
  builder.decimal('DiscountPcnt', item.discountPercent, 2);
  if (item.provisional !== 'WithoutTotal') {
    const total = itemTotal(item);
    builder.text('IT', total === null ? null : toFixed(total, 2));
  }
  const complements = bidderComplements(item.description).filter(
    (c) => c.body !== null && c.body.blocks.length > 0,
  );
  if (complements.length > 0) {
    const detail = new ElementBuilder('DetailTxt')
      .all(complements.map((c) => textComplementElement(c, true)))
      .build();
    const complete = new ElementBuilder('CompleteText').child(detail).build();
    builder.child(new ElementBuilder('Description').child(complete).build());
  }
  builder.all(item.bidderComments.map((comment) => richTextElement(comment, 'BidComm')));
  for (const sub of item.subDescriptions) {
    if (sub.up === null) continue;
    builder.child(new ElementBuilder('SubDescr').text('SubDNo', sub.number).decimal('UP', sub.up, 3).build());
  }
  return builder.build();
}

function bidMarkupItem(item: MarkupItem): XmlElement {
  const total = itemTotal(item);
  return new ElementBuilder('MarkupItem')
    .attr('ID', item.id)
    .attr('RNoPart', item.rNoPart)
    .attr('RNoIndex', item.rNoIndex)
    .decimal('ITMarkup', item.markupBase, 2)
    .decimal('Markup', item.markupPercent, 2)
    .text('IT', total === null ? null : toFixed(total, 2))
    .build();
}

function bidBody(body: BoQBody, ctx: BidContext): XmlElement {
  const builder = new ElementBuilder('BoQBody');
  for (const entry of body.entries) {
    if (entry.kind !== 'category') continue;
    const category = new ElementBuilder('BoQCtgy').attr('ID', entry.id).attr('RNoPart', entry.rNoPart);
    if (entry.body) category.child(bidBody(entry.body, ctx));
    builder.child(category.child(categoryTotalsElement(ctx.totals.categories[entry.id])).build());
  }
  if (body.itemlist !== null) {
    const list = new ElementBuilder('Itemlist');
    for (const entry of body.itemlist) {
      if (entry.kind === 'item') list.child(bidItem(entry, ctx));
      else if (entry.kind === 'markupItem') list.child(bidMarkupItem(entry));
    }
    builder.child(list.build());
  }
  return builder.build();
}

/** The Award of an X84 bid: DP, AwardInfo (currency, bid date), CTR (the bidder), BoQ with prices and totals. */
export function bidAwardElement(
  boq: BoQ,
  award: { currency: string | null; currencyLabel: string | null; bidDate: string | null },
  bidder: Address | null,
  ctx: BidContext,
): XmlElement {
  const info = new ElementBuilder('AwardInfo')
    .text('Cur', award.currency)
    .text('CurLbl', award.currencyLabel)
    .text('BidDate', award.bidDate);
  const ctr = new ElementBuilder('CTR');
  if (bidder === null)
    ctx.warnings.add('the bid names no bidder (CTR address); the document will not validate');
  else {
    ctr.child(
      new ElementBuilder('Address')
        .text('Name1', bidder.name1)
        .text('Name2', bidder.name2)
        .text('Street', bidder.street)
        .text('PCode', bidder.postalCode)
        .text('City', bidder.city)
        .text('Country', bidder.country)
        .text('Contact', bidder.contact)
        .text('Phone', bidder.phone)
        .text('Fax', bidder.fax)
        .text('Email', bidder.email)
        .text('VATID', bidder.vatId)
        .build(),
    );
  }
  const boqInfo = new ElementBuilder('BoQInfo')
    .text('Name', boq.info.name)
    .all(boq.info.breakdown.map(breakdownElement))
    .child(boqTotalsElement(ctx.totals));
  const boqElement = new ElementBuilder('BoQ', { ID: boq.id })
    .child(boqInfo.build())
    .child(bidBody(boq.body, ctx));
  return new ElementBuilder('Award')
    .text('DP', '84')
    .child(info.isEmpty ? null : info.build())
    .child(ctr.build())
    .child(boqElement.build())
    .build();
}
