import type { PostalAddress } from '@vendoc/contract/common';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import type {
  AllowanceCharge,
  Deduction,
  InvoiceLine,
  InvoiceModel,
  InvoiceTypeCode,
  VatCategory,
} from '@vendoc/einvoice/model';
import { unitCode } from '@vendoc/einvoice/units';
import { decimal } from '@vendoc/money/decimal';

/**
 * An issued (or about to be issued) order document as an EN 16931 invoice model for `@vendoc/einvoice`, and the
 * problems that stop it from being one, in German at the fields they concern (checked before the official rules run,
 * so that a user sees "IBAN der Firma fehlt" rather than BR-DE-23).
 */

/** The issuing company as the e-invoice needs it (the company settings). */
export interface InvoiceSeller {
  name: string;
  address: PostalAddress;
  phone: string | null;
  email: string | null;
  vatId: string | null;
  taxNumber: string | null;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  /** The contact person (BT-41): the user who issues, else the company name. */
  contactName: string | null;
}

export interface InvoiceSource {
  /** The document with its number, items and totals (the number may be the one drawn in the issuing transaction). */
  document: Pick<
    OrderDocument,
    | 'kind'
    | 'number'
    | 'documentDate'
    | 'recipient'
    | 'siteAddress'
    | 'performanceFrom'
    | 'performanceTo'
    | 'deliveryDate'
    | 'orderReference'
    | 'buyerReference'
    | 'introText'
    | 'closingText'
    | 'adjustment'
    | 'reverseCharge'
    | 'retentionPercent'
    | 'paymentDays'
    | 'cashDiscountPercent'
    | 'cashDiscountDays'
    | 'dueDate'
    | 'items'
    | 'totals'
    | 'projectName'
    | 'eInvoiceFormat'
    | 'invoiceTypeCode'
  >;
  seller: InvoiceSeller;
  client: { number: string; kind: 'private' | 'commercial' | 'public'; leitwegId: string | null };
  /** Number and date of the documents the deductions and the cancellation refer to, by document id. */
  references: ReadonlyMap<string, { number: string; issueDate: string }>;
  /** A cancellation's or credit note's invoice. */
  corrects?: { number: string; issueDate: string } | null;
}

export interface EInvoiceProblem {
  /** The document or company field it concerns: "company.iban", "recipient.vatId", "items[3].unit". */
  field: string;
  message: string;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Whether the format needs the XRechnung rules (buyer reference, seller contact). */
const isXRechnung = (source: InvoiceSource) => source.document.eInvoiceFormat !== 'zugferd';

/** What keeps the document from becoming a valid e-invoice, before the official rules are run. */
export function eInvoiceProblems(source: InvoiceSource): EInvoiceProblem[] {
  const { document, seller } = source;
  const problems: EInvoiceProblem[] = [];
  const need = (condition: boolean, field: string, message: string) => {
    if (condition) problems.push({ field, message });
  };
  need(
    blank(seller.vatId) && blank(seller.taxNumber),
    'company.vatId',
    'USt-IdNr. oder Steuernummer der Firma fehlt',
  );
  need(blank(seller.iban), 'company.iban', 'IBAN der Firma fehlt (Zahlungsanweisung der E-Rechnung)');
  need(blank(seller.address.city), 'company.address.city', 'Ort der Firma fehlt');
  need(blank(seller.address.postalCode), 'company.address.postalCode', 'PLZ der Firma fehlt');
  if (isXRechnung(source)) {
    need(
      blank(seller.phone),
      'company.phone',
      'Telefonnummer der Firma fehlt (XRechnung: Kontakt des Verkäufers)',
    );
    need(
      blank(seller.email),
      'company.email',
      'E-Mail-Adresse der Firma fehlt (XRechnung: Kontakt des Verkäufers)',
    );
    need(
      blank(document.buyerReference) && blank(source.client.leitwegId),
      'buyerReference',
      'Leitweg-ID bzw. Käuferreferenz fehlt (XRechnung)',
    );
    need(
      blank(source.client.leitwegId) && blank(document.recipient.email),
      'recipient.email',
      'E-Mail-Adresse des Empfängers fehlt (XRechnung: elektronische Adresse des Käufers, wenn er keine Leitweg-ID hat)',
    );
  }
  need(blank(document.recipient.address.city), 'recipient.address.city', 'Ort des Empfängers fehlt');
  need(
    blank(document.recipient.address.postalCode),
    'recipient.address.postalCode',
    'PLZ des Empfängers fehlt',
  );
  need(
    document.reverseCharge && blank(document.recipient.vatId),
    'recipient.vatId',
    'USt-IdNr. des Empfängers fehlt (Pflicht bei Steuerschuldnerschaft nach § 13b UStG)',
  );
  const lines = document.items.filter(
    (item) => item.type === 'position' && item.inTotal && item.total !== null,
  );
  need(lines.length === 0, 'items', 'Keine berechnete Position: eine E-Rechnung braucht mindestens eine');
  document.items.forEach((item, index) => {
    if (!(item.type === 'position' && item.inTotal && item.total !== null)) return;
    need(
      unitCode(item.unit) === null,
      `items[${index}].unit`,
      `Einheit „${item.unit}“ ist in E-Rechnungen nicht bekannt (z. B. Stk, m, m2, m3, h, psch)`,
    );
    need(
      item.unitPrice !== null && decimal(item.unitPrice).isNegative(),
      `items[${index}].unitPrice`,
      'Negativer Einheitspreis: als Gutschrift oder mit negativer Menge erfassen',
    );
  });
  return problems;
}

const vatCategory = (reverseCharge: boolean, rate: string): VatCategory =>
  reverseCharge ? 'AE' : decimal(rate).isZero() ? 'Z' : 'S';

const postal = (address: PostalAddress) => ({
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  countryCode: address.country,
});

const nonEmpty = (value: string | null | undefined) => (blank(value) ? undefined : (value ?? undefined));

/**
 * The invoice model of an invoice kind, with the document's invoice type code (`invoiceTypeCode`: fixed when it
 * is issued, from its kind and the client's profile). A cancellation is written as a credit note (381) with the cancelled
 * invoice's amounts positive, referring to that invoice; its own document shows them negative.
 */
export function invoiceModelOf(source: InvoiceSource): InvoiceModel {
  const { document, seller } = source;
  const code = document.invoiceTypeCode;
  if (code === null) throw new Error(`${document.kind} is not an invoice`);
  if (document.number === null) throw new Error('an e-invoice needs the document number');
  const reversed = document.kind === 'cancellation';
  const rateCategory = (rate: string) => vatCategory(document.reverseCharge, rate);
  const lines: InvoiceLine[] = document.items.flatMap((item, index) => {
    if (item.type !== 'position' || !item.inTotal || item.total === null) return [];
    if (item.quantity === null || item.unitPrice === null) return [];
    const quantity = reversed ? decimal(item.quantity).negated().toString() : item.quantity;
    return [
      {
        id: nonEmpty(item.oz) ?? String(index + 1),
        name: nonEmpty(item.shortText) ?? `Position ${index + 1}`,
        description: nonEmpty(item.longText.slice(0, 10_000)),
        quantity,
        unit: item.unit,
        netPrice: item.unitPrice,
        discountPercent: item.discountPercent ?? undefined,
        vatCategory: rateCategory(item.vatRate),
        vatRate: document.reverseCharge ? '0' : item.vatRate,
      },
    ];
  });
  const allowancesCharges: AllowanceCharge[] = document.adjustment
    ? document.totals.vat.map((group) => ({
        charge: document.adjustment?.type === 'markup',
        reason: document.adjustment?.type === 'markup' ? 'Zuschlag' : 'Nachlass',
        percent: document.adjustment?.percent ?? '0',
        vatCategory: rateCategory(group.rate),
        vatRate: document.reverseCharge ? '0' : group.rate,
      }))
    : [];
  const deductions: Deduction[] = document.totals.deductions.map((deduction) => {
    const reference = source.references.get(deduction.documentId);
    return {
      label: deduction.label,
      gross: deduction.gross,
      net: deduction.net,
      vat: deduction.vat,
      ...(reference ? { invoice: reference } : {}),
    };
  });
  const period =
    document.performanceFrom && document.performanceTo
      ? { start: document.performanceFrom, end: document.performanceTo }
      : undefined;
  const labour = document.totals.labour;
  return {
    number: document.number,
    issueDate: document.documentDate,
    typeCode: code as InvoiceTypeCode,
    currency: 'EUR',
    buyerReference: nonEmpty(document.buyerReference) ?? nonEmpty(source.client.leitwegId),
    orderReference: nonEmpty(document.orderReference),
    projectReference: nonEmpty(document.projectName.slice(0, 200)),
    ...(period ? { period } : { deliveryDate: document.deliveryDate ?? document.documentDate }),
    siteAddress: document.siteAddress ? postal(document.siteAddress) : undefined,
    notes: [document.introText, document.closingText]
      .map((text) => text.trim())
      .filter((text) => text !== ''),
    precedingInvoice: source.corrects ?? undefined,
    seller: {
      name: seller.name,
      vatId: nonEmpty(seller.vatId),
      taxNumber: nonEmpty(seller.taxNumber),
      address: postal(seller.address),
      contact: {
        name: nonEmpty(seller.contactName) ?? seller.name,
        phone: seller.phone ?? '',
        email: seller.email ?? '',
      },
    },
    buyer: {
      name: document.recipient.name,
      id: source.client.number,
      vatId: nonEmpty(document.recipient.vatId),
      address: postal(document.recipient.address),
      contact: document.recipient.addition ? { name: document.recipient.addition } : undefined,
      leitwegId: nonEmpty(source.client.leitwegId),
      email: nonEmpty(document.recipient.email),
    },
    payment: {
      iban: (seller.iban ?? '').replace(/\s+/g, ''),
      bic: nonEmpty(seller.bic),
      accountName: seller.name,
      terms:
        document.paymentDays !== null
          ? document.paymentDays === 0
            ? 'Zahlbar sofort ohne Abzug.'
            : `Zahlbar innerhalb von ${document.paymentDays} Tagen ohne Abzug.`
          : undefined,
      dueDate: document.dueDate ?? undefined,
      cashDiscounts:
        document.cashDiscountPercent && document.cashDiscountDays !== null
          ? [{ days: document.cashDiscountDays, percent: document.cashDiscountPercent }]
          : undefined,
    },
    lines,
    allowancesCharges,
    deductions,
    retentionPercent: document.retentionPercent ?? undefined,
    labourShare:
      source.client.kind === 'private' && !decimal(labour.net).isZero()
        ? { net: labour.net, vat: labour.vat }
        : undefined,
  };
}
