import type { DocumentKind } from '@vendoc/contract/document-templates';

/** What a data value is; it decides the default format and which elements may show it. */
export type CatalogueValueType =
  'text' | 'multilineText' | 'date' | 'money' | 'quantity' | 'percent' | 'integer' | 'image';

/** One value of the document data: its path, German label and type. */
export interface CatalogueField {
  path: string;
  label: string;
  type: CatalogueValueType;
}

/**
 * A group of fields as the picker shows it. A `list` group (items, VAT rates) describes each entry of an array at
 * `path`; its field paths are relative to an entry and are shown by tables, not by single fields.
 */
export interface CatalogueGroup {
  key: string;
  label: string;
  list?: { path: string };
  fields: CatalogueField[];
}

const field = (path: string, label: string, type: CatalogueValueType = 'text'): CatalogueField => ({
  path,
  label,
  type,
});

const address = (prefix: string, labelPrefix: string) => [
  field(`${prefix}.street`, `${labelPrefix}: Straße`),
  field(`${prefix}.postalCode`, `${labelPrefix}: PLZ`),
  field(`${prefix}.city`, `${labelPrefix}: Ort`),
  field(`${prefix}.country`, `${labelPrefix}: Land`),
];

export const COMPANY: CatalogueGroup = {
  key: 'company',
  label: 'Firma',
  fields: [
    field('company.name', 'Firmenname'),
    ...address('company.address', 'Firmenanschrift'),
    field('company.phone', 'Telefon'),
    field('company.email', 'E-Mail'),
    field('company.website', 'Website'),
    field('company.vatId', 'USt-IdNr.'),
    field('company.taxNumber', 'Steuernummer'),
    field('company.managingDirector', 'Geschäftsführung'),
    field('company.registerCourt', 'Registergericht'),
    field('company.registerNumber', 'Handelsregisternummer'),
    field('company.bankName', 'Bank'),
    field('company.iban', 'IBAN'),
    field('company.bic', 'BIC'),
    field('company.logo', 'Firmenlogo', 'image'),
  ],
};

export const CLIENT: CatalogueGroup = {
  key: 'client',
  label: 'Kunde',
  fields: [
    field('client.number', 'Kundennummer'),
    field('client.name', 'Kundenname'),
    field('client.salutation', 'Anrede'),
    field('client.contactPerson', 'Ansprechpartner'),
    ...address('client.address', 'Kundenanschrift'),
    field('client.email', 'E-Mail des Kunden'),
    field('client.phone', 'Telefon des Kunden'),
    field('client.vatId', 'USt-IdNr. des Kunden'),
    field('client.leitwegId', 'Leitweg-ID'),
  ],
};

export const PROJECT: CatalogueGroup = {
  key: 'project',
  label: 'Projekt',
  fields: [
    field('project.number', 'Projektnummer'),
    field('project.name', 'Bauvorhaben'),
    ...address('project.siteAddress', 'Baustelle'),
    field('project.startDate', 'Baubeginn', 'date'),
    field('project.endDate', 'Bauende', 'date'),
    field('project.description', 'Projektbeschreibung', 'multilineText'),
  ],
};

export const DOCUMENT: CatalogueGroup = {
  key: 'document',
  label: 'Beleg',
  fields: [
    field('document.title', 'Belegart (Überschrift)'),
    field('document.number', 'Belegnummer'),
    field('document.numberLabel', 'Bezeichnung der Belegnummer'),
    field('document.date', 'Belegdatum', 'date'),
    field('document.subject', 'Betreff'),
    field('document.clientReference', 'Ihr Zeichen'),
    field('document.ourReference', 'Unser Zeichen'),
    field('document.introText', 'Einleitungstext', 'multilineText'),
    field('document.closingText', 'Schlusstext', 'multilineText'),
  ],
};

export const SENDER: CatalogueGroup = {
  key: 'sender',
  label: 'Bearbeiter',
  fields: [
    field('sender.name', 'Name des Bearbeiters'),
    field('sender.position', 'Funktion'),
    field('sender.phone', 'Durchwahl'),
    field('sender.email', 'E-Mail des Bearbeiters'),
    field('sender.signature', 'Unterschrift des Bearbeiters', 'image'),
  ],
};

/** The positions of a priced document; the positions table's columns show these. */
export const ITEMS: CatalogueGroup = {
  key: 'items',
  label: 'Positionen',
  list: { path: 'items' },
  fields: [
    field('oz', 'Ordnungszahl (OZ)'),
    field('shortText', 'Kurztext'),
    field('longText', 'Langtext', 'multilineText'),
    field('quantity', 'Menge', 'quantity'),
    field('unit', 'Einheit'),
    field('unitPrice', 'Einheitspreis', 'money'),
    field('total', 'Gesamtpreis', 'money'),
    field('vatRate', 'USt-Satz', 'percent'),
    field('discount', 'Rabatt', 'percent'),
  ],
};

export const TOTALS: CatalogueGroup = {
  key: 'totals',
  label: 'Summen',
  fields: [
    field('totals.net', 'Nettosumme', 'money'),
    field('totals.vat', 'Umsatzsteuer gesamt', 'money'),
    field('totals.gross', 'Bruttosumme', 'money'),
    field('totals.deductions', 'Abzüge (Abschläge, Einbehalte)', 'money'),
    field('totals.amountDue', 'Zahlbetrag', 'money'),
  ],
};

/** The VAT lines of the totals block, one per rate. */
export const VAT_RATES: CatalogueGroup = {
  key: 'vatRates',
  label: 'Umsatzsteuer je Satz',
  list: { path: 'totals.vatRates' },
  fields: [
    field('rate', 'Steuersatz', 'percent'),
    field('net', 'Netto zu diesem Satz', 'money'),
    field('vat', 'Steuer zu diesem Satz', 'money'),
  ],
};

export const PAYMENT_TERMS: CatalogueGroup = {
  key: 'paymentTerms',
  label: 'Zahlungsbedingungen',
  fields: [
    field('paymentTerms.text', 'Zahlungsbedingungen (Text)', 'multilineText'),
    field('paymentTerms.daysNet', 'Zahlungsziel in Tagen', 'integer'),
    field('paymentTerms.dueDate', 'Fällig am', 'date'),
    field('paymentTerms.cashDiscountPercent', 'Skonto', 'percent'),
    field('paymentTerms.cashDiscountDays', 'Skontofrist in Tagen', 'integer'),
    field('paymentTerms.cashDiscountAmount', 'Skontobetrag', 'money'),
  ],
};

/** Fields only some kinds have, by kind. */
export const KIND_SPECIFIC: Partial<Record<DocumentKind, CatalogueGroup>> = {
  offer: { key: 'offer', label: 'Angebot', fields: [field('offer.validUntil', 'Gültig bis', 'date')] },
  deliveryNote: {
    key: 'delivery',
    label: 'Lieferung',
    fields: [field('delivery.date', 'Lieferdatum', 'date'), field('delivery.receivedBy', 'Empfangen von')],
  },
  progressInvoice: {
    key: 'invoice',
    label: 'Rechnung',
    fields: [
      field('invoice.progressNumber', 'Nummer der Abschlagsrechnung', 'integer'),
      field('invoice.servicePeriod', 'Leistungszeitraum'),
    ],
  },
  finalInvoice: {
    key: 'invoice',
    label: 'Rechnung',
    fields: [
      field('invoice.servicePeriod', 'Leistungszeitraum'),
      field('invoice.acceptanceDate', 'Abnahme am', 'date'),
    ],
  },
  creditNote: {
    key: 'reference',
    label: 'Bezug',
    fields: [
      field('reference.number', 'Bezogene Rechnung'),
      field('reference.date', 'Datum der bezogenen Rechnung', 'date'),
    ],
  },
  paymentReminder: {
    key: 'reminder',
    label: 'Mahnung',
    fields: [
      field('reminder.level', 'Mahnstufe', 'integer'),
      field('reminder.invoiceNumber', 'Rechnungsnummer'),
      field('reminder.invoiceDate', 'Rechnungsdatum', 'date'),
      field('reminder.openAmount', 'Offener Betrag', 'money'),
      field('reminder.fee', 'Mahngebühr', 'money'),
      field('reminder.dueDate', 'Zahlbar bis', 'date'),
    ],
  },
  constructionNoteReport: {
    key: 'note',
    label: 'Bautagesbericht',
    fields: [
      field('note.date', 'Datum', 'date'),
      field('note.weather', 'Wetter'),
      field('note.temperature', 'Temperatur'),
      field('note.crew', 'Personal', 'multilineText'),
      field('note.hours', 'Stunden', 'quantity'),
      field('note.workDone', 'Ausgeführte Arbeiten', 'multilineText'),
      field('note.deliveries', 'Lieferungen', 'multilineText'),
      field('note.obstructions', 'Behinderungen', 'multilineText'),
      field('note.signature', 'Unterschrift', 'image'),
    ],
  },
  quantitySurveySheet: {
    key: 'survey',
    label: 'Aufmaß',
    fields: [
      field('survey.number', 'Aufmaßnummer'),
      field('survey.name', 'Aufmaß'),
      field('survey.sheetNumber', 'Blattnummer'),
      field('survey.measuredBy', 'Aufgemessen von'),
      field('survey.measuredOn', 'Aufmaßdatum', 'date'),
    ],
  },
  obstructionNotice: {
    key: 'obstruction',
    label: 'Behinderung',
    fields: [
      field('obstruction.since', 'Behindert seit', 'date'),
      field('obstruction.endedOn', 'Beendet am', 'date'),
      field('obstruction.endedText', 'Beendet (Text)'),
      field('obstruction.diaryDate', 'Bautagebuch vom', 'date'),
      field('obstruction.cause', 'Ursache', 'multilineText'),
      field('obstruction.positions', 'Betroffene Leistungen', 'multilineText'),
      field('obstruction.expectedEffect', 'Auswirkungen', 'multilineText'),
    ],
  },
  defectReport: {
    key: 'defect',
    label: 'Mangel',
    fields: [
      field('defect.title', 'Mangel'),
      field('defect.description', 'Beschreibung', 'multilineText'),
      field('defect.location', 'Ort'),
      field('defect.detectedOn', 'Festgestellt am', 'date'),
      field('defect.dueDate', 'Frist zur Beseitigung', 'date'),
      field('defect.responsible', 'Zuständig'),
    ],
  },
};
