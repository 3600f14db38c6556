// The records `readDatanorm` yields: one per meaningful line, except that the lines of one long text (T) or one
// article's dimension text (D) are gathered into one record, and a DATANORM 4 price line (P) with up to three
// articles yields one record per article. Every record carries the 1-based line number where it starts.
// Money is a wire decimal string ("199.00"), never a JS number.

/** DATANORM 4 (1994, most common) or 5 (1999). */
export type DatanormVersion = 4 | 5;

/** Verarbeitungskennzeichen: N = Neuanlage (new), A = Änderung (change), L = Löschung (delete). */
export type DatanormAction = 'N' | 'A' | 'L';

/**
 * Preiskennzeichen: 1 = list price (Listen-/Bruttopreis, discounts apply), 2 = net price (Nettopreis, the buying
 * price), 9 = price on request (DATANORM 5; no price given).
 */
export type PriceKind = 'list' | 'net' | 'onRequest';

/** The price is for this many units (DATANORM 4 codes 0-3 = 1, 10, 100, 1000). */
export type PriceUnit = 1 | 10 | 100 | 1000;

/**
 * Rabattkennzeichen: 1 = discount in percent (2 decimals), 2 = multiplier applied to the list price (3 decimals),
 * 3 = surcharge in percent (Teuerungszuschlag, 2 decimals).
 */
export type DiscountType = 'percent' | 'multiplier' | 'surcharge';

export interface DatanormDiscount {
  type: DiscountType;
  /** Wire decimal: "37.00" (percent), "0.650" (multiplier). */
  value: string;
}

/** Vorlaufsatz (V): the first line of every file. */
export interface DatanormHeader {
  kind: 'header';
  version: DatanormVersion;
  /** Creation date, ISO "2025-07-31"; null when the header's date is missing or not a real date. */
  date: string | null;
  /** ISO 4217 code; EUR when the header leaves it blank. */
  currency: string;
  /**
   * Who issued the file as far as the header tells: the data creator's name when given (DATANORM 5), else the
   * header's free texts joined. Suppliers fill these fields inconsistently.
   */
  supplier: string;
  /** The header's non-empty free texts, as written. */
  infoTexts: string[];
  line: number;
}

/** Artikelsatz (DATANORM 4: Hauptsatz 1, A). */
export interface DatanormArticle {
  kind: 'article';
  action: DatanormAction;
  number: string;
  shortText1: string;
  shortText2: string;
  /** Mengeneinheit as written ("St", "m", "PCE"); empty when the line has none. */
  unit: string;
  priceUnit: PriceUnit;
  priceKind: PriceKind;
  /** Null when the line gives no price (blank, or price on request). */
  price: string | null;
  discountGroup: string | null;
  /** Hauptwarengruppe (main product group). */
  productGroup: string | null;
  /** Key of the long text (T records) of this article. */
  textKey: string | null;
  line: number;
}

/**
 * Further article data: DATANORM 4 Hauptsatz 2 (B); in DATANORM 5 the same fields sit on the A line, which then
 * yields an article and (when any of them is filled) an articleExtra record.
 */
export interface DatanormArticleExtra {
  kind: 'articleExtra';
  number: string;
  matchcode: string | null;
  alternativeNumber: string | null;
  /** EAN/GTIN as written; null when blank or all zeros. */
  ean: string | null;
  /** Warengruppe (below the article's productGroup). */
  productSubgroup: string | null;
  catalogPage: string | null;
  /** Minimum packaging quantity (Verpackungsmenge) as an integer string; null when blank or 0. */
  packagingQuantity: string | null;
  /** Manufacturer short name and article number (DATANORM 5 only). */
  manufacturer: string | null;
  manufacturerNumber: string | null;
  /** Reference number and its issuer's short name (Referenznummer, Erstellerkürzel). */
  referenceIssuer: string | null;
  referenceNumber: string | null;
  line: number;
}

/**
 * Langtext (T): the lines of one text key, in line-number order, joined with "\n" (trailing blanks of each line and
 * blank lines at the start and end removed). When the same key appears again later in the file, another record
 * follows; the consumer appends it.
 */
export interface DatanormText {
  kind: 'text';
  textKey: string;
  text: string;
  line: number;
}

/**
 * Dimensionstext (D): text attached to an article number directly. `text` holds the free-text lines; `textKeys`
 * the text blocks (T records) the lines insert by reference, in line order.
 */
export interface DatanormDimension {
  kind: 'dimension';
  number: string;
  text: string;
  textKeys: string[];
  line: number;
}

/** Preisänderung (P): a new price for one article (a DATANORM 4 P line carries up to three). */
export interface DatanormPrice {
  kind: 'price';
  number: string;
  priceKind: PriceKind;
  /** Null only for a price on request. */
  price: string | null;
  /** DATANORM 5 only; DATANORM 4 prices use the article's price unit. */
  priceUnit: PriceUnit | null;
  /** DATANORM 5 only. */
  discountGroup: string | null;
  /** Up to three discounts, applied in order to a list price; zero discounts are left out. */
  discounts: DatanormDiscount[];
  /** From the file's validity record (C;;TERMIN-1;DDMMYYYY) before this line; ISO date or null. */
  validFrom: string | null;
  line: number;
}

/** Rabattsatz (R): the discount of a discount group. */
export interface DatanormDiscountGroup {
  kind: 'discount';
  group: string;
  type: DiscountType;
  value: string;
  description: string;
  line: number;
}

/** Machine-readable reason of a rejected line, for translations; `reason` says it in German. */
export type RejectionCode =
  | 'unknown-record-type'
  | 'unsupported-record'
  | 'too-few-fields'
  | 'line-too-long'
  | 'missing-number'
  | 'missing-text-key'
  | 'missing-group'
  | 'invalid-action'
  | 'invalid-price'
  | 'invalid-price-kind'
  | 'invalid-price-unit'
  | 'invalid-discount'
  | 'invalid-date'
  | 'invalid-header';

/** A line that could not be read; reading goes on with the next line. */
export interface DatanormRejected {
  kind: 'rejected';
  line: number;
  code: RejectionCode;
  /** German, for users: "Unbekannte Satzart „X“". */
  reason: string;
  /** The line as decoded (at most 500 characters). */
  raw: string;
}

/** A valid line of a record type the reader does not take over (e.g. S product groups, Z surcharges, G images). */
export interface DatanormIgnored {
  kind: 'ignored';
  line: number;
  /** The record type letter. */
  tag: string;
  /** German, for users: "Satzart S (Warengruppen) wird nicht übernommen". */
  reason: string;
}

/** Something the reader changed in a line it read: characters removed, a text cut (German, for users). */
export interface DatanormWarning {
  kind: 'warning';
  line: number;
  message: string;
}

export type DatanormRecord =
  | DatanormHeader
  | DatanormArticle
  | DatanormArticleExtra
  | DatanormText
  | DatanormDimension
  | DatanormPrice
  | DatanormDiscountGroup
  | DatanormRejected
  | DatanormIgnored
  | DatanormWarning;
