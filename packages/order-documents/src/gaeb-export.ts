import type { PostalAddress } from '@vendoc/contract/common';
import {
  CUMULATIVE_KINDS,
  isInvoiceKind,
  type OrderDocument,
  type OrderDocumentItem,
  type OrderDocumentKind,
} from '@vendoc/contract/order-documents';
import { newCategory, newItem, withComputedTotal, withLongText } from '@vendoc/gaeb/edit';
import {
  emptyAddress,
  emptyInvoiceData,
  type Address,
  type BoQ,
  type BoQBody,
  type Category,
  type GaebDocument,
  type InvoiceData,
  type Item,
  type Remark,
} from '@vendoc/gaeb/model';
import { breakdownOfParts, levelParts, type LevelPart } from '@vendoc/gaeb/outline';
import { richTextFromPlainText } from '@vendoc/gaeb/rich-text';
import { computeTotals } from '@vendoc/gaeb/totals';
import { writeGaeb } from '@vendoc/gaeb/writer';
import { decimal, decimalEquals, sum, toFixed } from '@vendoc/money/decimal';

/**
 * An order document as GAEB DA XML 3.3: X84 (the bid of an offer: OZ, quantities, unit prices, totals) or X89 (an
 * invoice: the bill of quantities with billed quantities, prices, texts and totals, and the invoice data). Titles
 * become categories, positions items, free texts remarks; the OZ breakdown (BoQBkdn) is derived from the OZs
 * ("01.02.0030" -> 2, 2, 4); rows without a fitting OZ get one. Amounts stay exact decimals.
 */

/** The issuing company: the bidder (X84) or the invoice's creator (X89). */
export interface GaebCompany {
  name: string;
  address: PostalAddress;
  phone?: string | null;
  email?: string | null;
  vatId?: string | null;
  /** Steuernummer; X89 requires a tax number of the creator (the VAT ID stands in without one). */
  taxNumber?: string | null;
}

export interface GaebExportInput {
  document: Pick<
    OrderDocument,
    | 'kind'
    | 'number'
    | 'documentDate'
    | 'title'
    | 'recipient'
    | 'projectName'
    | 'performanceFrom'
    | 'performanceTo'
    | 'deliveryDate'
    | 'adjustment'
    | 'reverseCharge'
    | 'items'
    | 'totals'
  >;
  company: GaebCompany;
  /** Number and date of the earlier invoices a cumulative invoice deducts, by document id (X89). */
  references?: ReadonlyMap<string, { number: string; issueDate: string }>;
  /** Time of writing (GAEBInfo); default now. */
  now?: Date;
}

export interface GaebExport {
  xml: string;
  /** What the GAEB file cannot say as the document does, in German. */
  warnings: string[];
}

type Row = OrderDocumentItem;
interface TitleNode {
  row: Row | null;
  label: string;
  level: number;
  children: (TitleNode | Row)[];
}

const isNode = (child: TitleNode | Row): child is TitleNode => 'children' in child;

/** The rows as a tree of titles: a row belongs to the nearest title above it with a smaller depth. */
function titleTree(rows: readonly Row[], rootLabel: string): TitleNode {
  const root: TitleNode = { row: null, label: rootLabel, level: 0, children: [] };
  const open: TitleNode[] = [root];
  for (const row of rows) {
    while (open.length > 1 && (open.at(-1)?.row?.depth ?? -1) >= row.depth) open.pop();
    const parent = open.at(-1) ?? root;
    if (row.type !== 'title') {
      parent.children.push(row);
      continue;
    }
    const label = row.shortText || `Titel ${row.oz}`.trim();
    const node: TitleNode = { row, label, level: parent.level + 1, children: [] };
    parent.children.push(node);
    open.push(node);
  }
  return root;
}

/** The deepest title level that holds positions: every item's OZ has this many title parts. */
function itemLevel(node: TitleNode): number {
  let level = node.children.some((c) => !isNode(c) && c.type === 'position') ? node.level : 0;
  for (const child of node.children) if (isNode(child)) level = Math.max(level, itemLevel(child));
  return level;
}

class Builder {
  /** What the file cannot say as the document does, each once. */
  readonly warnings = new Set<string>();
  private ids = 0;
  private alternatives = 0;
  /** Parts per breakdown level (titles 0 … levels - 1, then the items); generated ones marked. */
  readonly parts: LevelPart[][];

  constructor(
    private readonly levels: number,
    private readonly mainRate: string,
    private readonly reverseCharge: boolean,
    private readonly invoice: boolean,
  ) {
    this.parts = Array.from({ length: levels + 1 }, () => []);
  }

  warn(message: string): void {
    this.warnings.add(message);
  }

  /** The body of a title at `node.level` whose own RNoParts are `path`. */
  body(node: TitleNode, path: readonly string[]): BoQBody {
    const body: BoQBody = { entries: [], itemlist: null };
    if (node.level === this.levels) {
      const rows = node.children.filter((c): c is Row => !isNode(c));
      if (rows.length < node.children.length)
        this.warn('Titel ohne Positionen unterhalb von Positionen entfallen.');
      const numbers = this.numbers(
        rows.filter((r) => r.type === 'position'),
        path,
        10,
      );
      body.itemlist = rows.map((row) =>
        row.type === 'position' ? this.item(row, numbers.get(row) ?? '') : this.remark(row),
      );
      return body;
    }
    // Positions beside subtitles go into a title of their own: every item sits on the same level.
    const children: (TitleNode | Row)[] = [];
    let loose: Row[] = [];
    const flush = () => {
      if (loose.some((r) => r.type === 'position')) {
        this.warn('Positionen neben Untertiteln stehen in GAEB unter einem eigenen Titel.');
        children.push({ row: null, label: node.label, level: node.level + 1, children: loose });
      } else children.push(...loose);
      loose = [];
    };
    for (const child of node.children) {
      if (isNode(child)) {
        flush();
        children.push(child);
      } else loose.push(child);
    }
    flush();
    const titles = children.filter(isNode);
    const numbers = this.numbers(titles, path, 1);
    for (const child of children) {
      if (!isNode(child)) body.entries.push(this.remark(child));
      else body.entries.push(this.category(child, [...path, numbers.get(child) ?? '']));
    }
    return body;
  }

  private category(node: TitleNode, path: string[]): Category {
    const rNoPart = path.at(-1) ?? '';
    const category = newCategory({ id: `C${++this.ids}`, rNoPart, label: node.label, level: 'title' });
    category.oz = path.join('.');
    category.body = this.body(node, path);
    return category;
  }

  /** The RNoPart of each entry (see levelParts); records them for the breakdown of `level`. */
  private numbers<T extends TitleNode | Row>(entries: readonly T[], path: readonly string[], step: number) {
    const rows = entries.map((entry: TitleNode | Row) => (isNode(entry) ? entry.row : entry));
    const ozs = rows.map((row) => row?.oz ?? null);
    const parts = levelParts(ozs, path, step);
    this.parts[path.length]?.push(...parts);
    parts.forEach(({ generated }, i) => {
      const oz = rows[i]?.oz;
      if (generated && oz) this.warn('OZ, die nicht zur Gliederung passen, wurden neu vergeben.');
      else if (generated && rows[i]) this.warn('Zeilen ohne OZ erhielten eine OZ.');
    });
    return new Map(entries.map((entry, i) => [entry, parts[i]?.part ?? '']));
  }

  private item(row: Row, rNoPart: string): Item {
    const shortText = row.shortText || row.longText.split('\n')[0]?.trim() || `Position ${row.oz}`.trim();
    let unit: string | null = row.unit || null;
    if (unit === null && this.invoice) {
      this.warn('Positionen ohne Einheit stehen mit der Einheit "psch" in der GAEB-Datei.');
      unit = 'psch';
    }
    let qty = row.quantity;
    if (qty === null && this.invoice) {
      this.warn('Positionen ohne Menge sind mit der Menge 0 berechnet.');
      qty = '0';
    }
    const fields = { rNoPart, shortText, qty, unit, up: row.unitPrice };
    let item = newItem({ id: `I${++this.ids}`, ...fields });
    if (row.longText.trim() !== '')
      item.description = withLongText(item.description, richTextFromPlainText(row.longText).blocks);
    if (row.kind === 'provisional') item.provisional = 'WithoutTotal';
    if (row.kind === 'alternative')
      item.alternative = { group: ++this.alternatives, serial: 1, accepted: null };
    const rate = this.reverseCharge ? this.mainRate : row.vatRate;
    if (!decimalEquals(rate, this.mainRate)) item.vat = rate;
    if (row.discountPercent !== null && !decimal(row.discountPercent).isZero() && row.unitPrice !== null) {
      // GAEB sums quantity x unit price: the item discount goes into the unit price.
      const factor = decimal('100').minus(row.discountPercent).div(100);
      item = withComputedTotal({ ...item, up: toFixed(decimal(row.unitPrice).times(factor), 3) });
      // a total that rounds differently shows in the comparison of the sums
      this.warn('Positionsrabatte sind in den Einheitspreis eingerechnet.');
    }
    if (item.it === null && this.invoice) {
      this.warn('Positionen ohne Preis sind mit 0,00 berechnet.');
      item = { ...item, it: '0.00' };
    }
    return item;
  }

  private remark(row: Row): Remark {
    const text = [row.shortText, row.longText].filter((t) => t.trim() !== '').join('\n');
    const remark: Remark = { kind: 'remark', id: `R${++this.ids}`, description: null };
    if (text !== '') remark.description = withLongText(null, richTextFromPlainText(text).blocks);
    return remark;
  }
}

function mainRateOf(document: GaebExportInput['document']): string {
  if (document.reverseCharge) return '0';
  const counts = new Map<string, number>();
  for (const row of document.items)
    if (row.type === 'position' && row.inTotal) counts.set(row.vatRate, (counts.get(row.vatRate) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '19';
}

function addressOf(name: string, address: PostalAddress, more: Partial<Address> = {}): Address {
  return {
    ...emptyAddress(),
    name1: name,
    street: address.street || null,
    postalCode: address.postalCode || null,
    city: address.city || null,
    country: address.country || null,
    ...more,
  };
}

const INVOICE_TYPES: Partial<Record<OrderDocumentKind, string>> = {
  progress_invoice: 'deduction',
  partial_final_invoice: 'part final account',
  final_invoice: 'final account',
};

function invoiceData(input: GaebExportInput, owner: Address, builder: Builder): InvoiceData {
  const { document, company } = input;
  const data = emptyInvoiceData();
  if (document.number === null) builder.warn('Der Entwurf hat noch keine Rechnungsnummer.');
  const from = document.performanceFrom ?? document.deliveryDate;
  const to = document.performanceTo ?? document.deliveryDate;
  if (from === null || to === null)
    builder.warn('Ohne Leistungszeitraum steht das Rechnungsdatum als Zeitraum.');
  data.header = {
    ...data.header,
    number: document.number ?? 'Entwurf',
    date: document.documentDate,
    type: INVOICE_TYPES[document.kind] ?? 'single invoice',
    creditNote: document.kind === 'credit_note' || document.kind === 'cancellation',
    settlement: CUMULATIVE_KINDS.includes(document.kind) ? 'accumulated' : null,
    serviceStart: from ?? document.documentDate,
    serviceEnd: to ?? document.documentDate,
  };
  const taxNo = company.taxNumber || company.vatId || null;
  if (taxNo === null) builder.warn('Steuernummer der Firma fehlt (GAEB X89 verlangt sie).');
  data.creator = { address: addressOf(company.name, company.address), taxNo };
  data.recipient = { address: owner, taxNo: document.recipient.vatId || null };
  const { totals } = document;
  data.shares.push({
    type: 'basic amount',
    description: 'Grundbetrag',
    total: totals.gross,
    percent: null,
    counterClaim: false,
  });
  if (totals.deductions.length > 0) {
    data.shares.push({
      type: 'amount invoices',
      description: 'Abzüglich bisheriger Rechnungen',
      total: toFixed(sum(totals.deductions.map((d) => d.gross)).negated(), 2),
      percent: null,
      counterClaim: false,
    });
  }
  for (const deduction of totals.deductions) {
    const reference = input.references?.get(deduction.documentId);
    if (reference === undefined) {
      builder.warn('Abgezogene Rechnungen ohne Nummer und Datum sind nicht einzeln aufgeführt.');
      continue;
    }
    data.invoicesMadeOut.push({
      totalVat: deduction.vat,
      total: deduction.gross,
      date: reference.issueDate,
      type: 'deduction',
      number: reference.number,
    });
  }
  data.totalGross = totals.invoiceGross;
  return data;
}

/** The order document as GAEB X84 (offer) or X89 (invoice). Throws for an X89 of a document that is no invoice. */
export function gaebOfDocument(input: GaebExportInput, phase: 84 | 89): GaebExport {
  const { document, company } = input;
  if (phase === 89 && !isInvoiceKind(document.kind))
    throw new Error(`GAEB X89 only for invoices, not ${document.kind}`);
  const title =
    document.title || `${document.kind === 'offer' ? 'Angebot' : 'Rechnung'} ${document.number ?? ''}`.trim();
  const tree = titleTree(document.items, title);
  const levels = itemLevel(tree);
  const mainRate = mainRateOf(document);
  const builder = new Builder(levels, mainRate, document.reverseCharge, phase === 89);
  const body = builder.body(tree, []);
  let discountPercent: string | null = null;
  if (document.adjustment?.type === 'discount') discountPercent = document.adjustment.percent;
  else if (document.adjustment?.type === 'markup')
    builder.warn('Ein Zuschlag auf die Summe ist in GAEB nicht darstellbar; die Summen weichen ab.');
  const boq: BoQ = {
    id: 'B1',
    info: {
      name: document.number ?? 'Entwurf',
      label: title,
      date: document.documentDate,
      outlineCompleteness: 'AllTxt',
      breakdown: breakdownOfParts(builder.parts),
      upComponentCount: null,
      upComponentLabels: [],
      totals: null,
    },
    body,
  };
  const totals = computeTotals(boq, { vatPercent: mainRate, discountPercent });
  if (!decimalEquals(totals.gross, document.totals.gross))
    builder.warn(`Die GAEB-Summe ${totals.gross} weicht von der Bruttosumme ${document.totals.gross} ab.`);
  const recipient = document.recipient;
  const owner = addressOf(recipient.name, recipient.address, {
    name2: recipient.addition || null,
    email: recipient.email || null,
    vatId: recipient.vatId || null,
  });
  const contractor = addressOf(company.name, company.address, {
    phone: company.phone ?? null,
    email: company.email ?? null,
    vatId: company.vatId ?? null,
  });
  const gaeb: GaebDocument = {
    version: '3.3',
    phase: String(phase),
    namespace: '',
    info: { version: '3.3', versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: { name: document.projectName || title, label: title, currency: 'EUR', currencyLabel: 'Euro' },
    award: {
      container: phase === 89 ? 'Invoice' : 'Award',
      dp: String(phase),
      info: {
        currency: 'EUR',
        currencyLabel: 'Euro',
        bidDate: phase === 84 ? document.documentDate : null,
        constructionStart: null,
        constructionEnd: null,
        contractNo: null,
        contractDate: null,
      },
      owner: { address: owner },
      contractor: { address: contractor },
      boq,
      ...(phase === 89 ? { invoice: invoiceData(input, owner, builder) } : {}),
    },
  };
  const written = writeGaeb(gaeb, {
    phase,
    vatPercent: mainRate,
    discountPercent,
    now: input.now,
    bidQuantities: true,
  });
  return { xml: written.xml, warnings: [...builder.warnings, ...written.warnings.map((w) => w.message)] };
}
