/**
 * The typed GAEB DA XML model: plain, JSON-serialisable data. Decimals are strings in wire notation ("12.500"),
 * never numbers. What the model does not interpret is kept in `extensions` / `extraAttributes` (and rich texts keep
 * their source markup), so a writer can put it back unchanged.
 */
import type { Description, RichText } from './model-text';
import type { XmlElement } from './xml';

export type GaebVersion = '3.1' | '3.2' | '3.3';

/** A child element the model does not interpret, kept for write-back. */
export interface PreservedElement {
  /** Name of the interpreted sibling it followed in the source; null when it came before all of them. */
  after: string | null;
  element: XmlElement;
}

/** Fields every interpreted element has for what it does not interpret. */
export interface Extensible {
  extensions?: PreservedElement[];
  extraAttributes?: Record<string, string>;
}

export interface GaebDocument extends Extensible {
  /** GAEB DA XML version, from the namespace (or the Version element when there is no namespace). */
  version: GaebVersion;
  /** Exchange phase as written in DP: "80" … "87", "83Z", "89", "89B", … */
  phase: string;
  /** Namespace URI of the source file ('' when it had none). */
  namespace: string;
  info: GaebInfo;
  project: ProjectInfo | null;
  award: Award | null;
}

/** GAEBInfo: who wrote the file and when. */
export interface GaebInfo extends Extensible {
  version: string | null;
  versionDate: string | null;
  date: string | null;
  time: string | null;
  progSystem: string | null;
  progName: string | null;
}

/** PrjInfo. */
export interface ProjectInfo extends Extensible {
  name: string | null;
  label: string | null;
  currency: string | null;
  currencyLabel: string | null;
}

/** Award (phases 8x) or Invoice (phase 89) with the bill of quantities. */
export interface Award extends Extensible {
  container: 'Award' | 'Invoice';
  /** DP as written (may differ from the document phase only in broken files). */
  dp: string;
  info: AwardInfo | null;
  /** OWN: the client (Auftraggeber). */
  owner: Party | null;
  /** CTR: the contractor / bidder (Auftragnehmer / Bieter). */
  contractor: Party | null;
  boq: BoQ | null;
  /** The invoice data of an Invoice (X89); absent for an Award. */
  invoice?: InvoiceData;
}

/** X89: what the invoice states besides the bill of quantities. Amounts are 2-decimal strings. */
export interface InvoiceData {
  header: InvoiceHeader;
  /** InvoiceCreator: who bills (with the tax number X89 requires). */
  creator: InvoiceParty | null;
  recipient: InvoiceParty | null;
  /** InvoiceShare: the amounts the invoice is made of (basic amount, deductions, VAT …). */
  shares: InvoiceShare[];
  /** PaymentMade: payments received before this invoice. */
  paymentsMade: InvoicePayment[];
  /** InvoiceMadeOut: earlier invoices. */
  invoicesMadeOut: EarlierInvoice[];
  totalGross: string | null;
}

/** Invoice data with nothing stated yet: the start for reading or building an X89. */
export function emptyInvoiceData(): InvoiceData {
  return {
    header: {
      number: null,
      date: null,
      type: null,
      creditNote: false,
      settlement: null,
      sequentialNo: null,
      serviceStart: null,
      serviceEnd: null,
    },
    creator: null,
    recipient: null,
    shares: [],
    paymentsMade: [],
    invoicesMadeOut: [],
    totalGross: null,
  };
}

export interface InvoiceHeader extends Extensible {
  number: string | null;
  date: string | null;
  /** InvoiceType: "deduction" (Abschlag), "final account", "part final account", "single invoice" … */
  type: string | null;
  creditNote: boolean;
  /** SettlementType: "accumulated" or "periodic". */
  settlement: string | null;
  sequentialNo: string | null;
  serviceStart: string | null;
  serviceEnd: string | null;
}

export interface InvoiceParty extends Extensible {
  address: Address | null;
  taxNo: string | null;
}

export interface InvoiceShare extends Extensible {
  /** InvoiceShareType, e.g. "basic amount", "VAT", "security deposit". */
  type: string | null;
  description: string | null;
  /** Total or Percent (one of them). */
  total: string | null;
  percent: string | null;
  counterClaim: boolean;
}

export interface InvoicePayment extends Extensible {
  totalVat: string | null;
  total: string | null;
  date: string | null;
  invoiceType: string | null;
  invoiceNo: string | null;
  note: string | null;
}

export interface EarlierInvoice extends Extensible {
  totalVat: string | null;
  total: string | null;
  date: string | null;
  type: string | null;
  number: string | null;
}

export interface AwardInfo extends Extensible {
  currency: string | null;
  currencyLabel: string | null;
  bidDate: string | null;
  constructionStart: string | null;
  constructionEnd: string | null;
  contractNo: string | null;
  contractDate: string | null;
}

/** OWN or CTR. */
export interface Party extends Extensible {
  address: Address | null;
}

export interface Address extends Extensible {
  name1: string | null;
  name2: string | null;
  name3: string | null;
  name4: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  contact: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  vatId: string | null;
}

/** An address with every field empty: the start for reading or building one. */
export function emptyAddress(): Address {
  return {
    name1: null,
    name2: null,
    name3: null,
    name4: null,
    street: null,
    postalCode: null,
    city: null,
    country: null,
    contact: null,
    phone: null,
    fax: null,
    email: null,
    vatId: null,
  };
}

export interface BoQ extends Extensible {
  id: string;
  info: BoQInfo;
  body: BoQBody;
}

export type BreakdownType = 'Lot' | 'BoQLevel' | 'Item' | 'Index';

/** One BoQBkdn level: how one part of the ordinal number (OZ) is built. */
export interface BreakdownLevel extends Extensible {
  type: BreakdownType;
  label: string | null;
  length: number;
  /** Num: digits only (leading zeros irrelevant) when true, alphanumeric when false. */
  numeric: boolean;
  alignment: string | null;
}

export interface UpComponentLabel {
  /** 1 … 6 (LblUPComp1 … LblUPComp6). */
  index: number;
  label: string;
  type: string | null;
}

export interface BoQInfo extends Extensible {
  name: string | null;
  label: string | null;
  date: string | null;
  outlineCompleteness: string | null;
  breakdown: BreakdownLevel[];
  upComponentCount: number | null;
  upComponentLabels: UpComponentLabel[];
  totals: Totals | null;
}

/** Totals as a file states them (BoQInfo or category); computed totals come from totals.ts. */
export interface Totals extends Extensible {
  total: string | null;
  discountPercent: string | null;
  discountAmount: string | null;
  totalAfterDiscount: string | null;
  totalLumpSum: string | null;
  vatPercent: string | null;
  totalNet: string | null;
  vatAmount: string | null;
  totalGross: string | null;
}

/** An element of a body or item list the model keeps as is (vendor element, MastAgrItems, …). */
export interface PreservedEntry {
  kind: 'preserved';
  element: XmlElement;
}

export type BodyEntry = Category | Remark | PerformanceDescription | PreservedEntry;
export type ItemlistEntry = Item | MarkupItem | Remark | PerformanceDescription | PreservedEntry;

/** BoQBody: either categories (with remarks) or one item list. */
export interface BoQBody extends Extensible {
  entries: BodyEntry[];
  /** Content of the Itemlist in source order, or null when the body has no Itemlist. */
  itemlist: ItemlistEntry[] | null;
  itemlistExtraAttributes?: Record<string, string>;
}

export interface ChangeOrderRef {
  number: string;
  status: string | null;
}

/** BoQCtgy: a lot or title. */
export interface Category extends Extensible {
  kind: 'category';
  id: string;
  rNoPart: string;
  /** Ordinal number of the category, e.g. "01.02". */
  oz: string;
  /** 'lot' when its breakdown level is a Lot, otherwise 'title'. */
  level: 'lot' | 'title';
  label: RichText | null;
  changeOrder: ChangeOrderRef | null;
  notApplicable: boolean;
  body: BoQBody | null;
  totals: Totals | null;
}

/** Alternative items: group number and serial number; serial 0 is the base item of the group. */
export interface AlternativeRef {
  group: number;
  serial: number;
  /** Accepted (contract phases): "AltAccept" = this alternative was awarded, "BasReject" = base not awarded. */
  accepted: string | null;
}

export type Provisional = 'WithTotal' | 'WithoutTotal';

/** Item (Position). */
export interface Item extends Extensible {
  kind: 'item';
  id: string;
  rNoPart: string;
  rNoIndex: string | null;
  /** Ordinal number, e.g. "01.02.0010" (index appended as ".1"). */
  oz: string;
  alternative: AlternativeRef | null;
  /** Bedarfsposition with or without total; null for a normal item. */
  provisional: Provisional | null;
  lumpSum: boolean;
  hourly: boolean;
  keyItem: boolean;
  /** MarkupIt: the item is subject to markup items. */
  markedUp: boolean;
  upBreakdownRequested: boolean;
  notApplicable: boolean;
  notOffered: boolean;
  changeOrder: ChangeOrderRef | null;
  /** QtyTBD: the quantity is to be determined by the bidder. */
  qtyTbd: boolean;
  /** Qty; in an invoice (X89) the billed quantity BillQty. */
  qty: string | null;
  /** QU, e.g. "m2", "Stk", "psch". */
  unit: string | null;
  up: string | null;
  /** UPComp1 … UPComp6 (index 0 = UPComp1); trailing empty components are left out. */
  upComponents: (string | null)[];
  discountPercent: string | null;
  it: string | null;
  /** VAT rate in percent when it differs from the BoQ's. */
  vat: string | null;
  description: Description | null;
  /** BidComm: bidder comments. */
  bidderComments: RichText[];
  sumDescription: boolean;
  subDescriptions: SubDescription[];
}

/** MarkupItem (Zuschlagsposition). */
export interface MarkupItem extends Extensible {
  kind: 'markupItem';
  id: string;
  rNoPart: string;
  rNoIndex: string | null;
  oz: string;
  alternative: AlternativeRef | null;
  provisional: Provisional | null;
  changeOrder: ChangeOrderRef | null;
  markupType: string | null;
  /** ITMarkup: the amount the markup applies to. */
  markupBase: string | null;
  /** Markup in percent. */
  markupPercent: string | null;
  it: string | null;
  description: Description | null;
}

/** Remark (Hinweistext). */
export interface Remark extends Extensible {
  kind: 'remark';
  id: string;
  description: Description | null;
}

/** PerfDescr (Ausführungsbeschreibung). */
export interface PerformanceDescription extends Extensible {
  kind: 'performanceDescription';
  id: string;
  number: string | null;
  label: string | null;
  descriptions: Description[];
}

export interface SubDescription extends Extensible {
  number: string | null;
  description: Description | null;
  qty: string | null;
  unit: string | null;
  up: string | null;
}
