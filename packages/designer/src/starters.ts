import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DesignerTemplate, DocumentKind } from '@vendoc/contract/document-templates';
import { createElement } from './element-defaults';
import {
  addressAndMarks,
  bodyField,
  BODY_WIDTH,
  FLOW_BOTTOM,
  followingHeader,
  footer,
  infoBlock,
  LEFT,
  letterhead,
  pageNumber,
  positionsTable,
  signature,
  subject,
  text,
} from './starter-parts';
import { createRegion, createTemplate } from './template-defaults';

/** The printed title of each kind (also the starter's name). */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  offer: 'Angebot',
  orderConfirmation: 'Auftragsbestätigung',
  deliveryNote: 'Lieferschein',
  progressInvoice: 'Abschlagsrechnung',
  finalInvoice: 'Schlussrechnung',
  creditNote: 'Gutschrift',
  paymentReminder: 'Zahlungserinnerung',
  constructionNoteReport: 'Bautagesbericht',
  quantitySurveySheet: 'Aufmaßblatt',
  defectReport: 'Mängelanzeige',
  obstructionNotice: 'Behinderungsanzeige',
  letter: 'Brief',
};

/**
 * Layout kinds shared by several kinds of order document print the document's own title: the final invoice's
 * layout serves invoices, partial final and final invoices, the credit note's also cancellations ("Stornorechnung",
 * never "Gutschrift" on a cancellation). The defect report's layout prints the plan's "Mängelanzeige" and the
 * project's list of "Notizen und Mängel".
 */
const PRINTED_TITLES: Partial<Record<DocumentKind, string>> = {
  finalInvoice: '{{document.title}}',
  creditNote: '{{document.title}}',
  defectReport: '{{document.title}}',
};

/** Likewise the number's label: a cancellation is an invoice ("Rechnungsnr."), not a credit note. */
const PRINTED_NUMBER_LABELS: Partial<Record<DocumentKind, string>> = {
  creditNote: '{{document.numberLabel}}',
};

/** Name of the built-in starter of a kind, e.g. "Angebot (DIN 5008)". */
export function starterName(kind: DocumentKind): string {
  return `${DOCUMENT_TITLES[kind]} (DIN 5008)`;
}

/** The label of the document number in a kind's information block (also the sample data's `document.numberLabel`). */
export const NUMBER_LABELS: Record<DocumentKind, string> = {
  offer: 'Angebotsnr.',
  orderConfirmation: 'Auftragsnr.',
  deliveryNote: 'Lieferschein',
  progressInvoice: 'Rechnungsnr.',
  finalInvoice: 'Rechnungsnr.',
  creditNote: 'Gutschriftnr.',
  paymentReminder: 'Belegnr.',
  constructionNoteReport: 'Berichtsnr.',
  quantitySurveySheet: 'Aufmaßnr.',
  defectReport: 'Belegnr.',
  obstructionNotice: 'Anzeige-Nr.',
  letter: 'Unser Zeichen',
};

const KIND_INFO_ROWS: Partial<Record<DocumentKind, [string, string][]>> = {
  offer: [['Gültig bis', '{{offer.validUntil}}']],
  deliveryNote: [['Lieferdatum', '{{delivery.date}}']],
  progressInvoice: [
    ['Abschlag Nr.', '{{invoice.progressNumber}}'],
    ['Leistungszeitr.', '{{invoice.servicePeriod}}'],
  ],
  finalInvoice: [['Leistungszeitr.', '{{invoice.servicePeriod}}']],
  creditNote: [['Zu Rechnung', '{{reference.number}}']],
  quantitySurveySheet: [
    ['Blatt', '{{survey.sheetNumber}}'],
    ['Aufmaß vom', '{{survey.measuredOn}}'],
  ],
};

function infoRows(kind: DocumentKind): [string, string][] {
  const number: [string, string] =
    kind === 'letter'
      ? ['Unser Zeichen', '{{document.ourReference}}']
      : [PRINTED_NUMBER_LABELS[kind] ?? NUMBER_LABELS[kind], '{{document.number}}'];
  return [
    number,
    ['Datum', '{{document.date}}'],
    ...(KIND_INFO_ROWS[kind] ?? []),
    ['Kundennr.', '{{client.number}}'],
    ['Bauvorhaben', '{{project.name}}'],
    ['Bearbeiter', '{{sender.name}}'],
    ['Telefon', '{{sender.phone}}'],
    ['E-Mail', '{{sender.email}}'],
  ];
}

const INVOICE_KINDS: ReadonlySet<DocumentKind> = new Set(['progressInvoice', 'finalInvoice']);

/** Offer, order confirmation, invoices, credit note: positions with prices, totals, payment terms. */
function pricedBody(kind: DocumentKind): TemplateElement[] {
  const invoice = INVOICE_KINDS.has(kind);
  const elements: TemplateElement[] = [
    bodyField('intro', 'Einleitung', 'document.introText', 113, 10),
    positionsTable('items', 125, 95, true),
    createElement('totals', {
      id: 'totals',
      name: 'Summen',
      x: 110,
      y: 222,
      width: 80,
      height: 25,
      rows: invoice
        ? ['net', 'vatPerRate', 'gross', 'deductions', 'amountDue']
        : ['net', 'vatPerRate', 'gross'],
      labelWidth: 50,
    }),
    bodyField('payment-terms', 'Zahlungsbedingungen', 'paymentTerms.text', 249, 8),
    bodyField('closing', 'Schlusstext', 'document.closingText', 258, 8),
  ];
  if (invoice)
    elements.push(
      createElement('qrCode', { id: 'girocode', name: 'GiroCode', x: LEFT, y: 222, width: 25, height: 25 }),
    );
  return elements;
}

/**
 * A notice of obstruction (VOB/B §6 (1)) and the notice that it ended (§6 (3)) share this body: the letter's own
 * words (intro, closing), the facts (since when, the cause, the positions it affects, what it will do), the sender.
 */
function obstructionBody(): TemplateElement[] {
  const label = (id: string, y: number, content: string) =>
    text(id, [LEFT, y, BODY_WIDTH, 5], content, { fontWeight: 'bold' });
  return [
    bodyField('intro', 'Einleitung', 'document.introText', 113, 16),
    text(
      'obstruction-since',
      [LEFT, 131, BODY_WIDTH, 6],
      'Behindert seit {{obstruction.since}}{{obstruction.endedText}} · Bautagebuch vom {{obstruction.diaryDate}}',
      { fontWeight: 'bold' },
    ),
    label('obstruction-cause-label', 139, 'Ursache der Behinderung'),
    bodyField('obstruction-cause', 'Ursache', 'obstruction.cause', 145, 18),
    label('obstruction-positions-label', 165, 'Betroffene Leistungen'),
    bodyField('obstruction-positions', 'Betroffene Leistungen', 'obstruction.positions', 171, 22),
    label('obstruction-effect-label', 195, 'Voraussichtliche Auswirkungen'),
    bodyField('obstruction-effect', 'Auswirkungen', 'obstruction.expectedEffect', 201, 16),
    bodyField('closing', 'Schlusstext', 'document.closingText', 219, 18),
    text('greeting', [LEFT, 239, BODY_WIDTH, 16], 'Mit freundlichen Grüßen\n\n{{sender.name}}'),
  ];
}

/** The kind-specific content of the first page below the subject. */
function firstPageBody(kind: DocumentKind): TemplateElement[] {
  switch (kind) {
    case 'offer':
    case 'orderConfirmation':
    case 'progressInvoice':
    case 'finalInvoice':
    case 'creditNote':
      return pricedBody(kind);
    case 'deliveryNote':
      return [
        positionsTable('items', 113, 120, false),
        bodyField('closing', 'Schlusstext', 'document.closingText', 236, 8),
        signature('received', LEFT, 246, 'Ware vollständig erhalten'),
      ];
    case 'quantitySurveySheet':
      return [
        positionsTable('items', 113, 125, false),
        signature('measured-by', LEFT, 244, 'Aufgemessen'),
        signature('accepted-by', 120, 244, 'Anerkannt (Auftraggeber)'),
      ];
    case 'paymentReminder':
      return [
        bodyField('intro', 'Einleitung', 'document.introText', 113, 15),
        createElement('freeTable', {
          id: 'reminder-table',
          name: 'Offene Rechnung',
          x: LEFT,
          y: 130,
          width: BODY_WIDTH,
          height: 10,
          columns: [
            { width: 55, align: 'left' },
            { width: 55, align: 'left' },
            { width: 55, align: 'right' },
          ],
          headerRows: 1,
          rows: [
            ['Rechnung', 'Datum', 'Offener Betrag'],
            ['{{reminder.invoiceNumber}}', '{{reminder.invoiceDate}}', '{{reminder.openAmount}}'],
          ],
        }),
        text(
          'reminder-due',
          [LEFT, 144, BODY_WIDTH, 10],
          'Mahngebühr: {{reminder.fee}}\nBitte zahlen Sie bis zum {{reminder.dueDate}}.',
        ),
        bodyField('closing', 'Schlusstext', 'document.closingText', 158, 20),
      ];
    case 'constructionNoteReport':
      return [
        text(
          'note-head',
          [LEFT, 113, BODY_WIDTH, 6],
          'Datum: {{note.date}} · Wetter: {{note.weather}} · Temperatur: {{note.temperature}}',
        ),
        bodyField('note-crew', 'Personal', 'note.crew', 121, 20),
        bodyField('note-work', 'Ausgeführte Arbeiten', 'note.workDone', 143, 50),
        bodyField('note-deliveries', 'Lieferungen', 'note.deliveries', 195, 20),
        bodyField('note-obstructions', 'Behinderungen', 'note.obstructions', 217, 20),
        signature('note-signature', LEFT, 242, 'Bauleitung', 'note.signature'),
      ];
    case 'defectReport':
      return [
        text('defect-title', [LEFT, 113, BODY_WIDTH, 6], '{{defect.title}} ({{defect.location}})', {
          fontWeight: 'bold',
        }),
        text(
          'defect-dates',
          [LEFT, 120, BODY_WIDTH, 6],
          'Festgestellt am {{defect.detectedOn}} · Frist zur Beseitigung: {{defect.dueDate}}',
        ),
        bodyField('defect-description', 'Beschreibung', 'defect.description', 128, 80),
        bodyField('closing', 'Schlusstext', 'document.closingText', 210, 20),
        signature('defect-signature', LEFT, 240, 'Unterschrift'),
      ];
    case 'obstructionNotice':
      return obstructionBody();
    case 'letter':
      return [
        text(
          'body',
          [LEFT, 113, BODY_WIDTH, 120],
          'Sehr geehrte Damen und Herren,\n\n\n\nMit freundlichen Grüßen\n\n{{sender.name}}',
        ),
      ];
  }
}

/**
 * The built-in DIN 5008 Form B starter of a document kind as plain data: letterhead, address window with
 * return-address line, fold and hole marks, information block, subject, the kind's body (positions table and
 * totals for priced documents), page number and the company footer; following pages repeat a small header, the
 * page number and the footer, and the positions continue between 25 and 266 mm.
 */
export function starterTemplate(kind: DocumentKind): DesignerTemplate {
  const title = PRINTED_TITLES[kind] ?? DOCUMENT_TITLES[kind];
  const firstPage = [
    ...letterhead(),
    ...addressAndMarks(),
    infoBlock(infoRows(kind)),
    kind === 'letter' || kind === 'obstructionNotice'
      ? text('subject', [LEFT, 98.5, BODY_WIDTH, 8], '{{document.subject}}', {
          fontSize: 11,
          fontWeight: 'bold',
        })
      : subject(title),
    ...firstPageBody(kind),
    pageNumber('page-number'),
    ...footer(''),
  ];
  const followingPages = [...followingHeader(title), pageNumber('fp-page-number'), ...footer('fp-')];
  const template = createTemplate(kind);
  const withZ = (elements: TemplateElement[]) => elements.map((element, z) => ({ ...element, z }));
  return {
    ...template,
    firstPage: createRegion(withZ(firstPage), 113, FLOW_BOTTOM),
    followingPages: createRegion(withZ(followingPages), 25, FLOW_BOTTOM),
  };
}
