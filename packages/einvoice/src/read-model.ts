import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * An incoming e-invoice as VenDoc shows it: parties, items, totals, payment data. Amounts and quantities are the
 * document's own decimal strings (exact, unrounded); dates ISO "YYYY-MM-DD".
 */
export interface ReadParty {
  name: string;
  vatId?: string;
  taxNumber?: string;
  electronicAddress?: string;
  address: { street?: string; postalCode?: string; city?: string; countryCode?: string };
  contact?: { name?: string; phone?: string; email?: string };
}

export interface ReadLine {
  id: string;
  name: string;
  description?: string;
  quantity: string;
  unitCode?: string;
  netPrice: string;
  baseQuantity?: string;
  lineTotal: string;
  vatCategory?: string;
  vatRate?: string;
}

export interface ReadAllowanceCharge {
  charge: boolean;
  amount: string;
  reason?: string;
  vatCategory?: string;
  vatRate?: string;
}

export interface ReadVat {
  category: string;
  rate?: string;
  taxable: string;
  tax: string;
}

export interface ReadTotals {
  lineSum: string;
  allowanceTotal?: string;
  chargeTotal?: string;
  taxExclusive: string;
  taxTotal?: string;
  taxInclusive: string;
  prepaid?: string;
  rounding?: string;
  payable: string;
}

export interface ReadPayment {
  meansCode?: string;
  iban?: string;
  bic?: string;
  accountName?: string;
  reference?: string;
  terms?: string;
  dueDate?: string;
}

export interface ReadInvoice {
  syntax: 'CII' | 'UBL';
  /** BT-24, e.g. "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0". */
  specification?: string;
  number: string;
  issueDate: string;
  typeCode: string;
  currency: string;
  buyerReference?: string;
  orderReference?: string;
  /** Performance period (BG-14) and delivery date (BT-72). */
  period?: { start?: string; end?: string };
  deliveryDate?: string;
  /** Numbers of the preceding invoices referred to (BG-3). */
  precedingInvoices: string[];
  notes: string[];
  seller: ReadParty;
  buyer: ReadParty;
  lines: ReadLine[];
  allowancesCharges: ReadAllowanceCharge[];
  vat: ReadVat[];
  totals: ReadTotals;
  payment: ReadPayment;
}

/** The bytes are neither CII nor UBL (nor a PDF carrying one). */
export class NotAnEInvoiceError extends Error {
  override readonly name = 'NotAnEInvoiceError';
}

/** A parsed XML element: child elements by local name, attributes as "@name", text as "#text". */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  processEntities: true,
});

/**
 * Parses XML; every element is an array of nodes (so repeated elements never change shape). XML that is not
 * well-formed (an unclosed element, say, which the parser alone would accept) throws.
 */
export function parseXml(xml: string): XmlNode {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true)
    throw new Error(`${wellFormed.err.msg} (line ${wellFormed.err.line}, column ${wellFormed.err.col})`);
  return parser.parse(xml) as XmlNode;
}

/** All nodes at a dotted path of local names ("PostalTradeAddress.CityName"). */
export function all(node: XmlNode | undefined, path: string): XmlNode[] {
  let current: XmlNode[] = node === undefined ? [] : [node];
  for (const name of path.split('.')) {
    current = current.flatMap((n) => {
      const value = n[name];
      if (!Array.isArray(value)) return [];
      return value.map((v) =>
        typeof v === 'object' && v !== null ? (v as XmlNode) : { '#text': String(v) },
      );
    });
  }
  return current;
}

/** The first node at a path, or undefined. */
export function one(node: XmlNode | undefined, path: string): XmlNode | undefined {
  return all(node, path)[0];
}

/** The text of the first node at a path (undefined when absent or empty). */
export function text(node: XmlNode | undefined, path: string): string | undefined {
  const found = one(node, path);
  const value = found?.['#text'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An attribute of the first node at a path. */
export function attribute(node: XmlNode | undefined, path: string, name: string): string | undefined {
  const value = one(node, path)?.[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** Drops the keys whose value is undefined (optional fields stay absent rather than present-but-undefined). */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The texts at the given paths, by key; keys whose path is absent are left out. */
export function fields<K extends string>(
  node: XmlNode | undefined,
  paths: Record<K, string>,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const key of Object.keys(paths) as K[]) {
    const value = text(node, paths[key]);
    if (value !== undefined) found[key] = value;
  }
  return found;
}

/** Where a syntax keeps the parts every reader shows alike (paths relative to the element named in each). */
export interface SectionPaths {
  allowanceCharge: { indicator: string } & Record<'amount' | 'reason' | 'vatCategory' | 'vatRate', string>;
  vat: Record<keyof ReadVat, string>;
  totals: Record<Exclude<keyof ReadTotals, 'taxTotal'>, string>;
}

export function readAllowancesCharges(
  nodes: XmlNode[],
  paths: SectionPaths['allowanceCharge'],
): ReadAllowanceCharge[] {
  const { indicator, ...rest } = paths;
  return nodes.map((node) => ({
    charge: text(node, indicator) === 'true',
    amount: '0',
    ...fields(node, rest),
  }));
}

export function readVat(nodes: XmlNode[], paths: SectionPaths['vat']): ReadVat[] {
  return nodes.map((node) => ({ category: '', taxable: '0', tax: '0', ...fields(node, paths) }));
}

export function readTotals(
  node: XmlNode | undefined,
  paths: SectionPaths['totals'],
  taxTotal?: string,
): ReadTotals {
  return defined({
    lineSum: '0',
    taxExclusive: '0',
    taxInclusive: '0',
    payable: '0',
    ...fields(node, paths),
    taxTotal,
  });
}

/** A period when the document states either end, else undefined. */
export function optionalPeriod(start: string | undefined, end: string | undefined): ReadInvoice['period'] {
  return start === undefined && end === undefined ? undefined : defined({ start, end });
}
