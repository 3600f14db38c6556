import type { DocumentKind } from '@vendoc/contract/document-templates';
import {
  CUMULATIVE_KINDS,
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocument,
  type OrderDocumentItem,
  type OrderDocumentKind,
} from '@vendoc/contract/order-documents';
import { decimal, formatGerman, sum } from '@vendoc/money/decimal';
import { REVERSE_CHARGE_NOTE } from './totals';

/**
 * The data a designer template (issue 8) is filled with for an order document, in the paths of the designer's
 * catalogue (`@vendoc/designer/catalogue`): company, client, project, sender (given by the server), document,
 * items (titles with their items nested), totals, payment terms, and the kind's own groups.
 */

/** The designer template kind an order document is laid out with. */
export function templateKindOf(kind: OrderDocumentKind): DocumentKind {
  switch (kind) {
    case 'offer':
      return 'offer';
    case 'order_confirmation':
      return 'orderConfirmation';
    case 'delivery_note':
      return 'deliveryNote';
    case 'progress_invoice':
      return 'progressInvoice';
    case 'invoice':
    case 'partial_final_invoice':
    case 'final_invoice':
      return 'finalInvoice';
    case 'credit_note':
    case 'cancellation':
      return 'creditNote';
    case 'reminder':
      return 'paymentReminder';
  }
}

/** The label of a document's number as printed ("Rechnungsnr."); `document.numberLabel` in the template data. */
export const NUMBER_LABELS: Readonly<Record<OrderDocumentKind, string>> = {
  offer: 'Angebotsnr.',
  order_confirmation: 'Auftragsnr.',
  delivery_note: 'Lieferschein',
  invoice: 'Rechnungsnr.',
  progress_invoice: 'Rechnungsnr.',
  partial_final_invoice: 'Rechnungsnr.',
  final_invoice: 'Rechnungsnr.',
  credit_note: 'Gutschriftnr.',
  cancellation: 'Rechnungsnr.',
  reminder: 'Belegnr.',
};

export interface TemplateSource {
  document: Pick<
    OrderDocument,
    | 'kind'
    | 'number'
    | 'title'
    | 'documentDate'
    | 'recipient'
    | 'performanceFrom'
    | 'performanceTo'
    | 'deliveryDate'
    | 'validUntil'
    | 'orderReference'
    | 'introText'
    | 'closingText'
    | 'reverseCharge'
    | 'retentionPercent'
    | 'paymentDays'
    | 'cashDiscountPercent'
    | 'cashDiscountDays'
    | 'dueDate'
    | 'reminderLevel'
    | 'reminderFee'
    | 'items'
    | 'totals'
    | 'payments'
  >;
  /** The company, client, project and sender blocks as the server builds them for every printed document. */
  header: {
    company: Record<string, unknown>;
    client: Record<string, unknown> & { kind?: unknown };
    project: Record<string, unknown>;
    sender: Record<string, unknown>;
  };
  /** Progress invoices: their place in the contract's sequence (1 for the first). */
  progressNumber?: number | null;
  /** The invoice a cancellation reverses or a reminder reminds of. */
  reference?: { number: string; date: string; openAmount?: string } | null;
}

const euro = (value: string) => `${formatGerman(value, 2)} €`;
const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface TitleEntry {
  oz: string;
  shortText: string;
  items: Entry[];
}
type Entry = TitleEntry | Record<string, unknown>;

const OUT_OF_TOTAL: Record<OrderDocumentItem['kind'], string> = {
  normal: '',
  provisional: ' (Bedarfsposition, nicht in der Summe)',
  alternative: ' (Alternativposition, nicht in der Summe)',
};

function itemEntry(item: OrderDocumentItem, priced: boolean): Record<string, unknown> {
  if (item.type === 'text') return { oz: '', shortText: item.shortText, longText: item.longText };
  return {
    oz: item.oz,
    shortText: `${item.shortText}${OUT_OF_TOTAL[item.kind]}`,
    longText: item.longText,
    quantity: item.quantity ?? '',
    unit: item.unit,
    ...(priced
      ? {
          unitPrice: item.unitPrice ?? '',
          total: item.inTotal ? (item.total ?? '') : '',
          inTotal: item.inTotal,
          vatRate: item.vatRate,
          discount: item.discountPercent ?? '0',
        }
      : {}),
  };
}

/** The flat rows (titles with a depth) as the nested titles the designer's table prints with subtotals. */
export function nestedItems(items: readonly OrderDocumentItem[], priced = true): Entry[] {
  const root: Entry[] = [];
  const open: { depth: number; entry: TitleEntry }[] = [];
  for (const item of items) {
    // a row belongs to the nearest title above it with a smaller depth
    while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= item.depth) open.pop();
    const parent = open.at(-1)?.entry.items ?? root;
    if (item.type === 'title') {
      const entry: TitleEntry = { oz: item.oz, shortText: item.shortText, items: [] };
      parent.push(entry);
      open.push({ depth: item.depth, entry });
    } else parent.push(itemEntry(item, priced));
  }
  return root;
}

/** Statements the law asks for on the document, printed before the closing text. */
function mandatoryNotes(source: TemplateSource): string[] {
  const { document } = source;
  const { totals } = document;
  const notes: string[] = [];
  if (totals.deductions.length > 0) {
    notes.push(
      [
        `Gesamtleistung: netto ${euro(totals.net)}, USt ${euro(totals.vatTotal)}, brutto ${euro(totals.gross)}`,
        ...totals.deductions.map(
          (each) =>
            `abzüglich ${each.label}: netto ${euro(each.net)}, USt ${euro(each.vat)}, brutto ${euro(each.gross)}`,
        ),
        `Diese Rechnung: netto ${euro(totals.invoiceNet)}, USt ${euro(totals.invoiceVat)}, brutto ${euro(totals.invoiceGross)}`,
      ].join('\n'),
    );
  }
  if (CUMULATIVE_KINDS.includes(document.kind) && document.payments.length > 0)
    notes.push(
      document.payments
        .map((payment) => `Zahlung vom ${germanDate(payment.date)}: ${euro(payment.amount)}`)
        .join('\n'),
    );
  if (document.reverseCharge) notes.push(`${REVERSE_CHARGE_NOTE}.`);
  if (document.retentionPercent && !decimal(totals.retention).isZero())
    notes.push(
      `Sicherheitseinbehalt ${formatGerman(document.retentionPercent, 2)} %: ${euro(totals.retention)}; ` +
        `zu zahlen ${euro(totals.amountDue)}.`,
    );
  if (source.header.client.kind === 'private' && !decimal(totals.labour.net).isZero())
    notes.push(
      `Im Rechnungsbetrag enthaltene Arbeitskosten (§ 35a EStG): netto ${euro(totals.labour.net)}, ` +
        `USt ${euro(totals.labour.vat)}, brutto ${euro(totals.labour.gross)}.`,
    );
  return notes;
}

function paymentText(document: TemplateSource['document']): string {
  if (document.paymentDays === null) return '';
  const net =
    document.paymentDays === 0
      ? 'Zahlbar sofort ohne Abzug.'
      : `Zahlbar innerhalb von ${document.paymentDays} Tagen ohne Abzug` +
        (document.dueDate ? ` bis zum ${germanDate(document.dueDate)}.` : '.');
  if (!document.cashDiscountPercent || document.cashDiscountDays === null) return net;
  return (
    `Bei Zahlung innerhalb von ${document.cashDiscountDays} Tagen ${formatGerman(document.cashDiscountPercent, 2)} % ` +
    `Skonto (${euro(document.totals.cashDiscount)}), Zahlbetrag ${euro(document.totals.amountDueWithCashDiscount)}. ${net}`
  );
}

/** The template data of an order document. */
export function templateDataOf(source: TemplateSource): Record<string, unknown> {
  const { document, header } = source;
  const { totals } = document;
  const priced = document.kind !== 'delivery_note';
  const deducted = sum([...totals.deductions.map((each) => each.gross), totals.retention]);
  const closing = [...mandatoryNotes(source), document.closingText.trim()].filter((text) => text !== '');
  return {
    company: header.company,
    client: {
      ...header.client,
      name: document.recipient.name,
      contactPerson: document.recipient.addition,
      address: document.recipient.address,
      ...(document.recipient.vatId ? { vatId: document.recipient.vatId } : {}),
    },
    project: header.project,
    sender: header.sender,
    document: {
      title: ORDER_DOCUMENT_KIND_LABELS[document.kind],
      numberLabel: NUMBER_LABELS[document.kind],
      number: document.number ?? 'Entwurf',
      date: document.documentDate,
      subject: document.title,
      clientReference: document.orderReference ?? '',
      ourReference: '',
      introText: document.introText,
      closingText: closing.join('\n\n'),
    },
    items: nestedItems(document.items, priced),
    totals: {
      net: totals.net,
      vat: totals.vatTotal,
      gross: totals.gross,
      deductions: deducted.toFixed(2),
      amountDue: totals.amountDue,
      vatRates: totals.vat.map((group) => ({ rate: group.rate, net: group.base, vat: group.vat })),
    },
    paymentTerms: {
      text: paymentText(document),
      daysNet: document.paymentDays ?? '',
      dueDate: document.dueDate ?? '',
      cashDiscountPercent: document.cashDiscountPercent ?? '',
      cashDiscountDays: document.cashDiscountDays ?? '',
      cashDiscountAmount: document.cashDiscountPercent ? totals.cashDiscount : '',
    },
    offer: { validUntil: document.validUntil ?? '' },
    delivery: { date: document.deliveryDate ?? document.documentDate, receivedBy: '' },
    invoice: {
      progressNumber: source.progressNumber ?? '',
      servicePeriod:
        document.performanceFrom && document.performanceTo
          ? `${germanDate(document.performanceFrom)} – ${germanDate(document.performanceTo)}`
          : '',
      acceptanceDate: '',
    },
    reference: source.reference ? { number: source.reference.number, date: source.reference.date } : {},
    reminder: source.reference
      ? {
          level: document.reminderLevel ?? 0,
          invoiceNumber: source.reference.number,
          invoiceDate: source.reference.date,
          openAmount: source.reference.openAmount ?? '',
          fee: document.reminderFee ?? '0.00',
          dueDate: document.dueDate ?? '',
        }
      : {},
  };
}
