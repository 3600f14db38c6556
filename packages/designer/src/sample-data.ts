import type { DocumentKind } from '@vendoc/contract/document-templates';
import { lineTotal, netVatGross } from '@vendoc/money/amounts';
import { sum, toFixed } from '@vendoc/money/decimal';
import { DOCUMENT_TITLES, NUMBER_LABELS } from './starters';

const position = (
  oz: string,
  shortText: string,
  quantity: string,
  unit: string,
  unitPrice: string,
  longText = '',
) => ({
  oz,
  shortText,
  longText,
  quantity,
  unit,
  unitPrice,
  total: toFixed(lineTotal(quantity, unitPrice), 2),
  vatRate: '19',
  discount: '0',
});

/** Two titles with a few positions each: what a small window-fitting offer looks like. */
function sampleItems() {
  return [
    {
      oz: '01',
      shortText: 'Fenster',
      items: [
        position(
          '01.0010',
          'Kunststofffenster 1-flg. 1000 x 1200 mm',
          '6.000',
          'Stk',
          '489.50',
          'Dreh-Kipp, Uw 0,9 W/(m²K), weiß, einschließlich Montage nach RAL-Leitfaden.',
        ),
        position('01.0020', 'Fensterbank innen Werzalit', '6.000', 'Stk', '62.30'),
        position('01.0030', 'Altfenster ausbauen und entsorgen', '6.000', 'Stk', '45.00'),
      ],
    },
    {
      oz: '02',
      shortText: 'Türen',
      items: [position('02.0010', 'Haustür Aluminium 1100 x 2100 mm', '1.000', 'Stk', '3280.00')],
    },
  ];
}

/**
 * Realistic German data of a document of the kind, matching its catalogue (fieldsOf): for the designer's preview
 * "with sample data" and for tests. Totals are computed exactly from the positions.
 */
export function sampleDocumentData(kind: DocumentKind): Record<string, unknown> {
  const items = sampleItems();
  const net = sum(items.flatMap((title) => title.items.map((item) => item.total)));
  const { vat, gross } = netVatGross(net, '19');
  const deductions = kind === 'finalInvoice' ? '2000.00' : '0.00';
  return {
    company: {
      name: 'Muster Fensterbau GmbH',
      address: { street: 'Industriestraße 12', postalCode: '50667', city: 'Köln', country: 'DE' },
      phone: '0221 123456-0',
      email: 'info@muster-fensterbau.de',
      website: 'www.muster-fensterbau.de',
      vatId: 'DE123456789',
      taxNumber: '215/5678/1234',
      managingDirector: 'Erika Muster',
      registerCourt: 'Amtsgericht Köln',
      registerNumber: 'HRB 12345',
      bankName: 'Sparkasse KölnBonn',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
    client: {
      number: 'K-10023',
      name: 'Wohnbau Rhein GmbH',
      kind: 'commercial',
      salutation: 'Sehr geehrte Damen und Herren',
      contactPerson: 'z. Hd. Herrn Jörg Weiß',
      address: { street: 'Rheinuferstraße 7', postalCode: '40213', city: 'Düsseldorf', country: 'DE' },
      email: 'einkauf@wohnbau-rhein.de',
      phone: '0211 987654',
    },
    project: {
      number: 'P-2026-041',
      name: 'Sanierung Mehrfamilienhaus Lindenstraße 3',
      siteAddress: { street: 'Lindenstraße 3', postalCode: '50674', city: 'Köln', country: 'DE' },
      startDate: '2026-03-02',
    },
    document: {
      title: DOCUMENT_TITLES[kind],
      numberLabel: NUMBER_LABELS[kind],
      number: 'A-2026-0117',
      date: '2026-11-26',
      subject: 'Fenster und Haustür, Lindenstraße 3',
      introText: 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen die folgenden Leistungen an:',
      closingText: 'Wir freuen uns auf die Zusammenarbeit.',
    },
    sender: {
      name: 'Max Mustermann',
      position: 'Projektleitung',
      phone: '0221 123456-23',
      email: 'm.mustermann@muster-fensterbau.de',
    },
    items,
    totals: {
      net: toFixed(net, 2),
      vat: toFixed(vat, 2),
      gross: toFixed(gross, 2),
      deductions,
      amountDue: toFixed(gross.minus(deductions), 2),
      vatRates: [{ rate: '19', net: toFixed(net, 2), vat: toFixed(vat, 2) }],
    },
    paymentTerms: { text: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.', daysNet: 14, dueDate: '2026-12-10' },
    offer: { validUntil: '2026-12-31' },
    delivery: { date: '2026-11-26', receivedBy: '' },
    invoice: { progressNumber: 2, servicePeriod: '01.11.2026 – 26.11.2026', acceptanceDate: '2026-11-20' },
    reference: { number: 'R-2026-0099', date: '2026-10-15' },
    reminder: {
      level: 1,
      invoiceNumber: 'R-2026-0099',
      invoiceDate: '2026-10-15',
      openAmount: '1190.00',
      fee: '5.00',
      dueDate: '2026-12-10',
    },
    note: {
      date: '2026-11-26',
      weather: 'bewölkt',
      temperature: '6 °C',
      crew: '2 Monteure, 8 h',
      hours: '16',
      workDone: 'Fenster 1. OG eingebaut und abgedichtet.',
      deliveries: 'Fensterbänke',
      obstructions: '',
    },
    survey: {
      number: 'AM-0007',
      name: 'Fenster 1. OG',
      sheetNumber: '1',
      measuredBy: 'Max Mustermann',
      measuredOn: '2026-11-25',
    },
    obstruction: {
      since: '2026-11-23',
      endedOn: null,
      endedText: '',
      diaryDate: '2026-11-23',
      cause: 'Der Estrich im 1. OG ist nicht begehbar; die Fensterbänke können nicht gesetzt werden.',
      positions: '01.0010 Fenster 1. OG einbauen\n01.0020 Fensterbänke innen setzen',
      expectedEffect: 'Die Ausführung verschiebt sich um mindestens drei Arbeitstage.',
    },
    defect: {
      title: 'Undichte Anschlussfuge',
      description: 'An Fenster 01.0010 im 1. OG tritt bei Schlagregen Wasser ein.',
      location: '1. OG, Küche',
      detectedOn: '2026-11-24',
      dueDate: '2026-12-08',
      responsible: 'Max Mustermann',
    },
  };
}
