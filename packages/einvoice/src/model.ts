import type { DecimalValue } from '@vendoc/money/decimal';

/**
 * The invoice as VenDoc hands it to the e-invoice writers: EN 16931 business terms (BT-n) in VenDoc's words.
 * Amounts and quantities are exact decimals (Decimal or wire strings "1234.56"), never JS numbers; dates are ISO
 * "YYYY-MM-DD". Totals are not part of the model: `computeTotals` derives them (and refuses an inconsistent model).
 */

/**
 * UNTDID 1001 document types VenDoc writes: 380 commercial invoice, 326 partial (progress) invoice, 381 credit note,
 * 384 corrected invoice (cancellation), 875/876/877 partial construction / partial final / final construction invoice.
 */
export type InvoiceTypeCode = '380' | '326' | '381' | '384' | '875' | '876' | '877';
export const INVOICE_TYPE_CODES: readonly InvoiceTypeCode[] = [
  '380',
  '326',
  '381',
  '384',
  '875',
  '876',
  '877',
];

/**
 * UNCL 5305 VAT categories: S standard rate (19 %, 7 %), Z zero rate, E exempt, AE reverse charge (§13b UStG),
 * O not subject to VAT.
 */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'O';

export interface PostalAddress {
  street: string;
  additionalStreet?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  countryCode: string;
}

export interface Contact {
  name: string;
  phone: string;
  email: string;
}

/** The company issuing the invoice (BG-4). XRechnung needs a VAT id or a tax number, the contact and an e-mail. */
export interface Seller {
  name: string;
  /** USt-IdNr., e.g. "DE123456789" (BT-31). */
  vatId?: string;
  /** Steuernummer, e.g. "201/113/40209" (BT-32). */
  taxNumber?: string;
  /** Handelsregister entry, e.g. "HRB 1234, Amtsgericht Musterstadt" (BT-30). */
  registration?: string;
  address: PostalAddress;
  contact: Contact;
  /** Electronic address (BT-34); the contact's e-mail when absent. */
  electronicAddress?: string;
}

/** The client (BG-7). A public client has a Leitweg-ID: its electronic address and, by default, buyer reference. */
export interface Buyer {
  name: string;
  /** Client number at the seller (BT-46). */
  id?: string;
  vatId?: string;
  address: PostalAddress;
  contact?: Partial<Contact>;
  /** Leitweg-ID of a public client, e.g. "04011000-12345-34". */
  leitwegId?: string;
  /** E-mail address to receive e-invoices (BT-49) when there is no Leitweg-ID. */
  email?: string;
}

/** Credit transfer to the seller's account (BG-16/BG-17) and the terms (BT-20, BT-9). */
export interface Payment {
  iban: string;
  bic?: string;
  accountName?: string;
  /** Remittance information (BT-83); the invoice number when absent. */
  reference?: string;
  /** Free text terms, e.g. "Zahlbar innerhalb von 14 Tagen ohne Abzug." */
  terms?: string;
  dueDate?: string;
  /** Cash discounts (Skonto): percent off when paid within `days` of the invoice date. */
  cashDiscounts?: { days: number; percent: DecimalValue }[];
}

export interface InvoiceLine {
  id: string;
  name: string;
  description?: string;
  quantity: DecimalValue;
  /** German unit as VenDoc stores it ("Stk", "m2", "h", "psch", …) or a UN/ECE Rec 20 code. */
  unit: string;
  /** Net unit price (BT-146), never negative. */
  netPrice: DecimalValue;
  /**
   * Item discount (line allowance, BG-27) in percent of quantity x price: the allowance is that amount rounded to
   * the cent, and the line total is quantity x price rounded to the cent less it (as `@vendoc/order-documents`).
   */
  discountPercent?: DecimalValue;
  /** The line total as VenDoc computed it; checked against quantity x price (less the discount) when given. */
  lineTotal?: DecimalValue;
  vatCategory: VatCategory;
  /** Percent, e.g. "19"; 0 for Z, E, AE, O. */
  vatRate: DecimalValue;
}

/** Document-level allowance (discount) or charge (markup), BG-20 / BG-21. */
export interface AllowanceCharge {
  charge: boolean;
  reason: string;
  /** Percent of the lines of the same VAT category and rate; or give `amount`. */
  percent?: DecimalValue;
  amount?: DecimalValue;
  vatCategory: VatCategory;
  vatRate: DecimalValue;
}

/** An earlier invoice this one refers to (BG-3): the invoice a credit note or correction reverses. */
export interface PrecedingInvoice {
  number: string;
  issueDate: string;
}

/** An earlier progress invoice or payment deducted in a cumulative invoice. */
export interface Deduction {
  /** e.g. "1. Abschlagsrechnung AR-2026-0003 vom 12.03.2026" or "Zahlung vom 02.04.2026". */
  label: string;
  /** Gross amount deducted (net + VAT of that invoice, or the payment). */
  gross: DecimalValue;
  /** Net and VAT of an earlier invoice, shown in the deduction note (§14 UStG for final invoices). */
  net?: DecimalValue;
  vat?: DecimalValue;
  /** The earlier invoice deducted (BG-3); absent for a payment. */
  invoice?: PrecedingInvoice;
}

export interface InvoiceModel {
  number: string;
  issueDate: string;
  typeCode: InvoiceTypeCode;
  currency: 'EUR';
  /** BT-10. XRechnung requires it; defaults to the buyer's Leitweg-ID. */
  buyerReference?: string;
  /** The client's order number (BT-13). */
  orderReference?: string;
  /** Contract (BT-12), project (BT-11). */
  contractReference?: string;
  projectReference?: string;
  /** Performance period (BG-14) or delivery date (BT-72): one of them, §14 UStG. */
  period?: { start: string; end: string };
  deliveryDate?: string;
  /** The site (Baustelle) as deliver-to address (BG-15). */
  siteAddress?: PostalAddress;
  /** Free texts (BT-22), e.g. intro and closing texts. */
  notes?: string[];
  precedingInvoice?: PrecedingInvoice;
  seller: Seller;
  buyer: Buyer;
  payment: Payment;
  lines: InvoiceLine[];
  allowancesCharges?: AllowanceCharge[];
  /** Earlier progress invoices and payments deducted from the gross total (BT-113). */
  deductions?: Deduction[];
  /**
   * Retention (Sicherheitseinbehalt) in percent of gross. EN 16931 has no field for it: it does not change the
   * invoiced amounts; it is stated in the payment terms and a note (docs/decisions/0019-e-invoice-library.md).
   */
  retentionPercent?: DecimalValue;
  /** Labour cost share (net) for a private client's tax deduction (§ 35a EStG), shown as a note with its VAT. */
  labourShare?: { net: DecimalValue; vat: DecimalValue };
  /** Why lines of category E or O carry no VAT (BT-120), e.g. "Steuerfrei nach § 4 Nr. 12 UStG". */
  vatExemptionReason?: string;
}

/** The model breaks an EN 16931 / XRechnung rule; `path` names the field ("lines[2].lineTotal"). */
export class EInvoiceModelError extends Error {
  override readonly name = 'EInvoiceModelError';
  constructor(
    readonly path: string,
    readonly rule: string,
    message: string,
  ) {
    super(`${path}: ${message} (${rule})`);
  }
}
