/**
 * Texts of the GAEB model: descriptions (long and short text), text complements and rich text. Plain,
 * JSON-serialisable data; rich text keeps its source markup for lossless write-back.
 */
import type { Extensible } from './model';
import type { XmlElement } from './xml';

/** Description: long text with text complements, short text. */
export interface Description extends Extensible {
  wicNo: string | null;
  /** CompleteText; null when the description has only an OutlineText or nothing. */
  completeText: CompleteText | null;
  /** OutlineText directly under Description (without CompleteText). */
  outline: RichText | null;
}

export interface CompleteText extends Extensible {
  detail: DetailText | null;
  /** Short text (OutlineText), markup kept in `source`. */
  outline: RichText | null;
}

/** DetailTxt: long-text parts and text complements in source order. */
export interface DetailText extends Extensible {
  parts: DetailPart[];
}

export type DetailPart =
  | { kind: 'text'; text: RichText }
  | { kind: 'complement'; complement: TextComplement }
  | { kind: 'preserved'; element: XmlElement };

/** TextComplement: owner or bidder addition to a text (Textergänzung). */
export interface TextComplement extends Extensible {
  markLabel: string;
  /** "Owner" or "Bidder" as written. */
  kind: string;
  empty: boolean;
  caption: RichText | null;
  body: RichText | null;
  tail: RichText | null;
}

/**
 * Rich text: the structured view (`blocks`) and, when read from a file, the source element for lossless
 * write-back. Code that edits `blocks` must set `source` to null, so the writer renders the blocks.
 */
export interface RichText {
  blocks: RichBlock[];
  source: XmlElement | null;
}

export type RichBlock =
  | { type: 'paragraph'; inlines: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichBlock[][] }
  | { type: 'table'; rows: RichTableCell[][] };

export interface RichTableCell {
  header: boolean;
  blocks: RichBlock[];
  colSpan?: number;
  rowSpan?: number;
}

export type RichInline =
  | { type: 'text'; text: string; bold?: true; italic?: true; underline?: true }
  | { type: 'break' }
  | { type: 'image'; mimeType: string | null; name: string | null; data: string }
  | { type: 'complement'; complement: TextComplement };
