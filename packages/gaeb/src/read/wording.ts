/**
 * The words of the reader's messages: German, for estimators rather than XML programmers. GAEB elements are named
 * by what they hold ("die Menge", not "Qty"); a message that belongs to a title or item starts with its OZ.
 */

/** A value as a message quotes it, in German quotes: at most 60 characters. */
export const quoted = (value: string): string => `„${value.length > 60 ? `${value.slice(0, 60)}…` : value}“`;

/** A count in German notation ("64.000"). */
export const germanCount = (n: number): string => n.toLocaleString('de-DE');

/** The message with its first letter capitalised (it starts a sentence). */
export const sentence = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);

/** What an element holds, with its article, for "… ist keine Zahl" and "… wurde gekürzt". */
const FIELDS: Record<string, string> = {
  // Items
  Qty: 'die Menge',
  BillQty: 'die abgerechnete Menge',
  QU: 'die Einheit',
  UP: 'der Einheitspreis',
  IT: 'der Gesamtpreis',
  DiscountPcnt: 'der Nachlass in Prozent',
  VAT: 'der Umsatzsteuersatz',
  ITMarkup: 'die Bezugssumme des Zuschlags',
  Markup: 'der Zuschlagssatz',
  MarkupType: 'die Zuschlagsart',
  ALNGroupNo: 'die Nummer der Alternativgruppe',
  ALNSerNo: 'die Nummer der Alternative',
  CONo: 'die Nachtragsnummer',
  COStatus: 'der Nachtragsstatus',
  Accepted: 'die Angabe zur Beauftragung',
  SubDNo: 'die Nummer der Unterbeschreibung',
  WICNo: 'die Nummer im Leistungskatalog',
  // Texts
  LblTx: 'die Bezeichnung',
  OutlineText: 'der Kurztext',
  DetailTxt: 'der Langtext',
  BidComm: 'der Bieterkommentar',
  PerfNo: 'die Nummer der Ausführungsbeschreibung',
  PerfLbl: 'die Bezeichnung der Ausführungsbeschreibung',
  // Totals
  Total: 'die Summe',
  DiscountAmt: 'der Nachlassbetrag',
  TotAfterDisc: 'die Summe nach Nachlass',
  TotalLSUM: 'die Pauschalsumme',
  TotalNet: 'die Nettosumme',
  VATAmount: 'der Umsatzsteuerbetrag',
  TotalGross: 'die Bruttosumme',
  TotalVAT: 'die Umsatzsteuer',
  Percent: 'der Prozentsatz',
  // BoQ, project, award
  Name: 'der Name des LV',
  LblBoQ: 'die Bezeichnung des LV',
  Date: 'das Datum',
  OutlCompl: 'die Angabe zur Textvollständigkeit',
  LblBoQBkdn: 'die Bezeichnung der Gliederungsstufe',
  Length: 'die Stellenzahl der Gliederungsstufe',
  Alignment: 'die Ausrichtung der Gliederungsstufe',
  NoUPComps: 'die Anzahl der Preisanteile',
  NamePrj: 'der Projektname',
  LblPrj: 'die Projektbezeichnung',
  Cur: 'die Währung',
  CurLbl: 'die Bezeichnung der Währung',
  DP: 'die Austauschphase',
  ContrNo: 'die Vertragsnummer',
  // Addresses
  Name1: 'die Namenszeile 1',
  Name2: 'die Namenszeile 2',
  Name3: 'die Namenszeile 3',
  Name4: 'die Namenszeile 4',
  Street: 'die Straße',
  PCode: 'die Postleitzahl',
  City: 'der Ort',
  Country: 'das Land',
  Contact: 'der Ansprechpartner',
  Phone: 'die Telefonnummer',
  Fax: 'die Faxnummer',
  Email: 'die E-Mail-Adresse',
  VATID: 'die Umsatzsteuer-Identifikationsnummer',
  TaxNo: 'die Steuernummer',
  // Invoices
  InvoiceNo: 'die Rechnungsnummer',
  InvoiceDate: 'das Rechnungsdatum',
  PaymentNote: 'der Zahlungshinweis',
  Description: 'die Beschreibung',
};

/** What an element holds, with its article ("die Menge"); an element without a German name as "das Feld X". */
export function fieldName(element: string): string {
  const component = /^(Lbl)?UPComp([1-6])$/.exec(element);
  if (component) {
    return component[1]
      ? `die Bezeichnung des Preisanteils ${component[2]}`
      : `der Preisanteil ${component[2]}`;
  }
  return FIELDS[element] ?? `das Feld ${element}`;
}

/** Yes/No elements by what they say. */
const FLAGS: Record<string, string> = {
  LumpSumItem: 'Pauschalposition',
  HourIt: 'Stundenlohnposition',
  KeyIt: 'Schwerpunktposition',
  MarkupIt: 'zuschlagsfähige Position',
  UPBkdn: 'Aufgliederung des Einheitspreises',
  NotAppl: 'entfällt',
  NotApplBoQ: 'entfällt',
  NotOffered: 'nicht angeboten',
  QtyTBD: 'Menge vom Bieter anzugeben',
  SumDescr: 'Sammelbeschreibung',
  Num: 'numerische Gliederungsstufe',
  CreditNote: 'Gutschrift',
  CounterClaim: 'Gegenforderung',
};

/** The name of a Yes/No element ("Pauschalposition"). */
export const flagName = (element: string): string => FLAGS[element] ?? element;

/** What a message can belong to. */
export type PlaceKind = 'item' | 'markupItem' | 'title' | 'lot' | 'remark' | 'performanceDescription';

const NOUNS: Record<PlaceKind, string> = {
  item: 'Position',
  markupItem: 'Zuschlagsposition',
  title: 'Titel',
  lot: 'Los',
  remark: 'Hinweistext',
  performanceDescription: 'Ausführungsbeschreibung',
};

/** The title, item or text a message belongs to: "Position 01.02.0030" starts the message, `oz` is reported. */
export interface Place {
  label: string;
  oz: string | null;
}

/**
 * The place of a title or item with its OZ ("Titel 01.02"), or of an entry without one, named by where it is:
 * "Hinweistext in Titel 01", "Position ohne Ordnungszahl in Titel 01".
 */
export function placeOf(kind: PlaceKind, oz: string | null, outer: Place | null): Place {
  if (oz !== null) return { label: `${NOUNS[kind]} ${oz}`, oz };
  const numbered = kind !== 'remark' && kind !== 'performanceDescription';
  const label = `${NOUNS[kind]}${numbered ? ' ohne Ordnungszahl' : ''}${outer ? ` in ${outer.label}` : ''}`;
  return { label, oz: outer?.oz ?? null };
}
