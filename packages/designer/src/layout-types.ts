import type { ElementStyle } from '@vendoc/contract/document-template-elements';
import type { Background, RegionKey } from '@vendoc/contract/document-templates';
import type { TemplateWarning } from './check-template';

/** A font as the measurer and the renderer see it; size in pt. */
export interface FontSpec {
  family: ElementStyle['fontFamily'];
  bold: boolean;
  italic: boolean;
  size: number;
}

/**
 * Measures text with the embedded fonts' metrics: the width in mm of `text` set on one line. The browser preview
 * and the server PDF pass measurers over the same font files, so both lay out the same lines.
 */
export interface TextMeasurer {
  width(text: string, font: FontSpec): number;
}

/** A piece of a line in one font style. */
export interface TextSegment {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** One laid-out line: its segments and their total width in mm (for alignment). */
export interface TextLine {
  segments: TextSegment[];
  width: number;
  /**
   * The line ends a paragraph (a hard break or the end of the text follows), so justified text is not stretched
   * on it. A line that ends only because the next word did not fit is false, also at the foot of a page.
   */
  paragraphEnd: boolean;
}

interface BoxBase {
  /** The template element the box comes from. */
  elementId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Clockwise degrees around the box's top-left corner. */
  rotation: number;
}

/** Lines of text from the box's top, `lineHeight` mm apart, aligned within the box after `style.align`. */
export interface TextBox extends BoxBase {
  type: 'text';
  style: ElementStyle;
  lineHeight: number;
  lines: TextLine[];
}

/** A straight line from (x, y) to (x + width, y + height). */
export interface LineBox extends BoxBase {
  type: 'line';
  thickness: number;
  color: string;
  dash: 'solid' | 'dashed' | 'dotted';
}

export interface RectBox extends BoxBase {
  type: 'rect';
  fill: string | null;
  border: ElementStyle['border'];
  cornerRadius: number;
}

export interface ImageBox extends BoxBase {
  type: 'image';
  /** The company's logo, a stored file, or an image value from the document data (e.g. a captured signature). */
  source: { type: 'companyLogo' } | { type: 'file'; fileId: string } | { type: 'data'; value: unknown };
  fit: 'contain' | 'cover' | 'stretch';
}

/** A QR code of `payload` (the renderer draws the modules). */
export interface QrBox extends BoxBase {
  type: 'qrCode';
  payload: string;
}

export type LayoutBox = TextBox | LineBox | RectBox | ImageBox | QrBox;

/** One page: its size in mm, the region it uses, the background and the boxes in paint order. */
export interface LayoutPage {
  number: number;
  region: RegionKey;
  width: number;
  height: number;
  background: Background | null;
  boxes: LayoutBox[];
}

export interface DocumentLayout {
  pages: LayoutPage[];
  /** Data paths the catalogue does not have (rendered empty), as checkTemplate lists them. */
  warnings: TemplateWarning[];
}
