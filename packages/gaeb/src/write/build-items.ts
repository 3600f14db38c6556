import type {
  AlternativeRef,
  ChangeOrderRef,
  Item,
  MarkupItem,
  PerformanceDescription,
  Remark,
  SubDescription,
} from '../model';
import type { XmlElement } from '../xml';
import { descriptionElement, richTextElement } from './build-text';
import { ElementBuilder } from './element-builder';

/** What the full-tree writers (X83, X86) put into items. */
export interface ItemOptions {
  /** Unit prices, totals and bidder comments: not in a tender (X83). */
  withPrices: boolean;
  /** The element of the quantity: Qty, or BillQty (billed quantity) in an invoice (X89). Default Qty. */
  quantityElement?: 'Qty' | 'BillQty';
}

function identity(
  name: string,
  item: { id: string; rNoPart: string; rNoIndex: string | null },
): ElementBuilder {
  return new ElementBuilder(name)
    .attr('ID', item.id)
    .attr('RNoPart', item.rNoPart)
    .attr('RNoIndex', item.rNoIndex);
}

function alternativeAndChange(
  builder: ElementBuilder,
  alternative: AlternativeRef | null,
  changeOrder: ChangeOrderRef | null,
): void {
  if (alternative !== null) {
    builder.text('ALNGroupNo', alternative.group).text('ALNSerNo', alternative.serial);
    builder.text('Accepted', alternative.accepted);
  }
  if (changeOrder !== null) builder.text('CONo', changeOrder.number).text('COStatus', changeOrder.status);
}

/** Unit price components UPComp1 … UPComp6. */
export function upComponentElements(components: readonly (string | null)[]): XmlElement[] {
  const builder = new ElementBuilder('UPComps');
  components.forEach((value, i) => builder.decimal(`UPComp${i + 1}`, value, 3));
  return builder.build().children.filter((child): child is XmlElement => typeof child !== 'string');
}

/** The quantity to write: an invoice bills a lump sum item without quantity once. */
function billedQuantity(item: Item, options: ItemOptions): string | null {
  if (options.quantityElement === 'BillQty' && item.qty === null && item.lumpSum) return '1';
  return item.qty;
}

/** Item with every field the model knows and what it preserved. */
export function itemElement(item: Item, options: ItemOptions): XmlElement {
  const builder = identity('Item', item);
  alternativeAndChange(builder, item.alternative, null);
  builder
    .text('Provis', item.provisional)
    .yes('LumpSumItem', item.lumpSum)
    .yes('NotAppl', item.notApplicable)
    .yes('HourIt', item.hourly)
    .yes('KeyIt', item.keyItem)
    .yes('UPBkdn', item.upBreakdownRequested)
    .yes('MarkupIt', item.markedUp);
  alternativeAndChange(builder, null, item.changeOrder);
  builder
    .yes('QtyTBD', item.qtyTbd)
    .decimal(options.quantityElement ?? 'Qty', billedQuantity(item, options), 3)
    .text('QU', item.unit);
  if (options.withPrices) {
    builder.yes('NotOffered', item.notOffered);
    builder.decimal('UP', item.up, 3).all(upComponentElements(item.upComponents));
    builder.decimal('DiscountPcnt', item.discountPercent, 2).decimal('IT', item.it, 2);
  }
  builder.decimal('VAT', item.vat, 2);
  if (item.description) builder.child(descriptionElement(item.description));
  if (options.withPrices)
    builder.all(item.bidderComments.map((comment) => richTextElement(comment, 'BidComm')));
  builder.yes('SumDescr', item.sumDescription);
  builder.all(item.subDescriptions.map((sub) => subDescriptionElement(sub, options)));
  return builder.build(item);
}

function subDescriptionElement(sub: SubDescription, options: ItemOptions): XmlElement {
  const builder = new ElementBuilder('SubDescr').text('SubDNo', sub.number);
  if (sub.description) builder.child(descriptionElement(sub.description));
  builder.decimal('Qty', sub.qty, 3).text('QU', sub.unit);
  if (options.withPrices) builder.decimal('UP', sub.up, 3);
  return builder.build(sub);
}

/** MarkupItem. */
export function markupItemElement(item: MarkupItem, options: ItemOptions): XmlElement {
  const builder = identity('MarkupItem', item);
  alternativeAndChange(builder, item.alternative, null);
  builder.text('Provis', item.provisional);
  alternativeAndChange(builder, null, item.changeOrder);
  builder.text('MarkupType', item.markupType);
  if (options.withPrices) {
    builder
      .decimal('ITMarkup', item.markupBase, 2)
      .decimal('Markup', item.markupPercent, 2)
      .decimal('IT', item.it, 2);
  }
  if (item.description) builder.child(descriptionElement(item.description));
  return builder.build(item);
}

/** Remark (Hinweistext). */
export function remarkElement(remark: Remark): XmlElement {
  const builder = new ElementBuilder('Remark').attr('ID', remark.id);
  if (remark.description) builder.child(descriptionElement(remark.description));
  return builder.build(remark);
}

/** PerfDescr (Ausführungsbeschreibung). */
export function performanceDescriptionElement(perf: PerformanceDescription): XmlElement {
  const builder = new ElementBuilder('PerfDescr').attr('ID', perf.id).text('PerfNo', perf.number);
  builder.text('PerfLbl', perf.label).all(perf.descriptions.map(descriptionElement));
  return builder.build(perf);
}
