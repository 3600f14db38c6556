import type { InvoiceLine, InvoiceModel } from './model';

/** Representative invoices of a construction company, used by the tests (and later by the server's tests). */

const seller: InvoiceModel['seller'] = {
  name: 'Muster Fensterbau GmbH',
  vatId: 'DE123456789',
  taxNumber: '201/113/40209',
  registration: 'HRB 4711, Amtsgericht Musterstadt',
  address: { street: 'Werkstraße 5', postalCode: '12345', city: 'Musterstadt', countryCode: 'DE' },
  contact: { name: 'Erika Muster', phone: '+49 123 45678-0', email: 'rechnung@muster-fensterbau.de' },
};

const publicBuyer: InvoiceModel['buyer'] = {
  name: 'Stadt Beispielheim, Hochbauamt',
  id: 'K-1002',
  address: { street: 'Rathausplatz 1', postalCode: '54321', city: 'Beispielheim', countryCode: 'DE' },
  leitwegId: '04011000-12345-34',
};

const privateBuyer: InvoiceModel['buyer'] = {
  name: 'Anna Bauherrin',
  address: { street: 'Gartenweg 7', postalCode: '54322', city: 'Beispielheim', countryCode: 'DE' },
  email: 'anna.bauherrin@example.de',
};

const constructionBuyer: InvoiceModel['buyer'] = {
  name: 'Generalbau Nord GmbH & Co. KG',
  id: 'K-2040',
  vatId: 'DE987654321',
  address: { street: 'Hafenstraße 20', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
  email: 'eingangsrechnungen@generalbau-nord.de',
};

const payment: InvoiceModel['payment'] = {
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  accountName: 'Muster Fensterbau GmbH',
  terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
  dueDate: '2026-12-10',
};

const windowLines: InvoiceLine[] = [
  {
    id: '01.0010',
    name: 'Kunststofffenster 1200 x 1400 mm',
    description: 'Dreh-Kipp, 3-fach Verglasung, Uw 0,9',
    quantity: '12',
    unit: 'Stk',
    netPrice: '689.50',
    vatCategory: 'S',
    vatRate: '19',
  },
  {
    id: '01.0020',
    name: 'Fensterbank innen, Marmor',
    quantity: '14.35',
    unit: 'm',
    netPrice: '48.125',
    vatCategory: 'S',
    vatRate: '19',
  },
  {
    id: '01.0030',
    name: 'Montage',
    quantity: '22.5',
    unit: 'Std',
    netPrice: '58',
    vatCategory: 'S',
    vatRate: '19',
  },
];

const base = {
  currency: 'EUR',
  issueDate: '2026-11-26',
  period: { start: '2026-10-01', end: '2026-11-20' },
  seller,
  payment,
} as const;

/** Plain 19 % invoice to a public client (Leitweg-ID), with a 3 % discount on the total. */
export const plainInvoice: InvoiceModel = {
  ...base,
  number: 'RE-2026-0101',
  typeCode: '380',
  buyer: publicBuyer,
  orderReference: 'BST-2026-77',
  payment: {
    ...payment,
    terms: 'Zahlbar innerhalb von 30 Tagen, bei Zahlung innerhalb von 10 Tagen 2 % Skonto.',
    cashDiscounts: [{ days: 10, percent: '2' }],
  },
  notes: ['Vielen Dank für Ihren Auftrag.'],
  lines: windowLines,
  allowancesCharges: [{ charge: false, reason: 'Nachlass', percent: '3', vatCategory: 'S', vatRate: '19' }],
};

/** Mixed 19 % and 7 % to a private client. */
export const mixedRateInvoice: InvoiceModel = {
  ...base,
  number: 'RE-2026-0102',
  typeCode: '380',
  buyer: privateBuyer,
  buyerReference: 'Bauvorhaben Gartenweg 7',
  labourShare: { net: '420.00', vat: '79.80' },
  lines: [
    windowLines[0]!,
    // an item discount (line allowance BG-27) on a price with 3 decimals (written per 10 units)
    { ...windowLines[1]!, discountPercent: '3' },
    {
      id: '02.0010',
      name: 'Fachbuch Fensterpflege',
      quantity: '1',
      unit: 'Paket',
      netPrice: '24.90',
      vatCategory: 'S',
      vatRate: '7',
    },
  ],
};

/** §13b UStG: a construction company as client, no VAT, the mandatory note. */
export const reverseChargeInvoice: InvoiceModel = {
  ...base,
  number: 'RE-2026-0103',
  typeCode: '380',
  buyer: constructionBuyer,
  buyerReference: 'NU-Vertrag 2026-114',
  lines: windowLines.map((line) => ({ ...line, vatCategory: 'AE', vatRate: '0' })),
};

/** The second cumulative progress invoice: all work to date, less the first progress invoice and a payment. */
export const progressInvoice: InvoiceModel = {
  ...base,
  number: 'AR-2026-0007',
  typeCode: '875',
  buyer: publicBuyer,
  contractReference: 'V-2026-015',
  siteAddress: { street: 'Schulstraße 12', postalCode: '54321', city: 'Beispielheim', countryCode: 'DE' },
  projectReference: 'P-2026-003',
  lines: [
    { ...windowLines[0]!, quantity: '20' },
    {
      id: '01.0040',
      name: 'Abdichtung Fensteranschluss',
      quantity: '48.6',
      unit: 'm',
      netPrice: '17.45',
      vatCategory: 'S',
      vatRate: '19',
    },
    {
      id: '01.0050',
      name: 'Baustelleneinrichtung',
      quantity: '1',
      unit: 'psch',
      netPrice: '850',
      vatCategory: 'S',
      vatRate: '19',
    },
  ],
  deductions: [
    {
      label: '1. Abschlagsrechnung AR-2026-0004 vom 15.10.2026',
      gross: '8330.00',
      net: '7000.00',
      vat: '1330.00',
      invoice: { number: 'AR-2026-0004', issueDate: '2026-10-15' },
    },
    {
      label: '2. Abschlagsrechnung AR-2026-0005 vom 02.11.2026',
      gross: '2380.00',
      net: '2000.00',
      vat: '380.00',
      invoice: { number: 'AR-2026-0005', issueDate: '2026-11-02' },
    },
    { label: 'Zahlung vom 20.11.2026', gross: '500.00' },
  ],
  retentionPercent: '5',
};

/** A credit note (381) for returned material, referring to the invoice. */
export const creditNote: InvoiceModel = {
  ...base,
  number: 'GS-2026-0002',
  typeCode: '381',
  buyer: publicBuyer,
  precedingInvoice: { number: 'RE-2026-0101', issueDate: '2026-11-26' },
  deliveryDate: '2026-11-24',
  period: undefined,
  payment: { ...payment, dueDate: undefined, terms: 'Der Betrag wird Ihnen überwiesen.' },
  lines: [
    {
      id: '1',
      name: 'Rücknahme Fensterbank innen, Marmor',
      quantity: '2.5',
      unit: 'm',
      netPrice: '48.125',
      vatCategory: 'S',
      vatRate: '19',
    },
  ],
};

export const representativeInvoices = {
  plainInvoice,
  mixedRateInvoice,
  reverseChargeInvoice,
  progressInvoice,
  creditNote,
};
