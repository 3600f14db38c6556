import type { OrderDocument } from '@vendoc/contract/order-documents';
import { documentView, invoiceTypeCode, type DocumentRow, type EarlierInvoice } from '../document';
import type { InvoiceSource } from '../e-invoice-model';

/** A position row with defaults, for tests. */
export const position = (id: string, overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id,
  type: 'position',
  depth: 1,
  oz: '',
  shortText: `Position ${id}`,
  longText: '',
  kind: 'normal',
  quantity: '1',
  unit: 'Stk',
  unitPrice: '100',
  discountPercent: null,
  vatRate: '19',
  labourUnitPrice: null,
  boqItemId: null,
  catalogPositionId: null,
  ...overrides,
});

type Header = Omit<InvoiceSource['document'], 'items' | 'totals' | 'invoiceTypeCode'>;

export const header: Header = {
  kind: 'invoice',
  number: 'RE-2026-0042',
  documentDate: '2026-11-26',
  recipient: {
    name: 'Wohnbau Rhein GmbH',
    addition: 'z. Hd. Herrn Weiß',
    address: { street: 'Rheinuferstraße 7', postalCode: '40213', city: 'Düsseldorf', country: 'DE' },
    email: 'rechnung@wohnbau-rhein.de',
    vatId: 'DE987654321',
  },
  siteAddress: { street: 'Lindenstraße 3', postalCode: '50674', city: 'Köln', country: 'DE' },
  performanceFrom: '2026-10-01',
  performanceTo: '2026-11-20',
  deliveryDate: null,
  orderReference: 'B-4711',
  buyerReference: '04011000-1234512345-06',
  introText: 'Wir berechnen Ihnen die folgenden Leistungen:',
  closingText: 'Vielen Dank für Ihren Auftrag.',
  adjustment: null,
  reverseCharge: false,
  retentionPercent: null,
  paymentDays: 14,
  cashDiscountPercent: null,
  cashDiscountDays: null,
  dueDate: '2026-12-10',
  projectName: 'Sanierung Lindenstraße 3',
  eInvoiceFormat: 'xrechnung_cii',
};

export const seller: InvoiceSource['seller'] = {
  name: 'Muster Fensterbau GmbH',
  address: { street: 'Industriestraße 12', postalCode: '50667', city: 'Köln', country: 'DE' },
  phone: '0221 123456-0',
  email: 'info@muster-fensterbau.de',
  vatId: 'DE123456789',
  taxNumber: '215/5678/1234',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Sparkasse KölnBonn',
  contactName: 'Max Mustermann',
};

/**
 * A document source as the server hands it to `invoiceModelOf`, its totals from `documentView`, its invoice type
 * code the kind's for a client accepting the construction codes unless given.
 */
export function invoiceSource(
  document: Partial<Header> & { items: DocumentRow[]; invoiceTypeCode?: string | null },
  earlier: EarlierInvoice[] = [],
  client: InvoiceSource['client'] = { number: 'K-00023', kind: 'commercial', leitwegId: null },
): InvoiceSource {
  const full = { ...header, ...document };
  const view = documentView(
    {
      kind: full.kind,
      items: full.items,
      adjustment: full.adjustment,
      reverseCharge: full.reverseCharge,
      retentionPercent: full.retentionPercent,
      cashDiscountPercent: full.cashDiscountPercent,
    },
    earlier,
  );
  const references = new Map(
    earlier.map((each, index) => [
      each.documentId,
      { number: `RE-2026-00${10 + index}`, issueDate: '2026-10-15' },
    ]),
  );
  const built: InvoiceSource['document'] = {
    ...full,
    invoiceTypeCode: document.invoiceTypeCode ?? invoiceTypeCode(full.kind, true),
    items: view.items,
    totals: view.totals,
  };
  return {
    document: built as Pick<OrderDocument, keyof Header | 'items' | 'totals' | 'invoiceTypeCode'>,
    seller,
    client,
    references,
  };
}
