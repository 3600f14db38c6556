import fontkit from '@pdf-lib/fontkit';
import { alignGlyphs } from './align-glyphs';
import type { FontSpec, TextMeasurer } from '@vendoc/designer/layout-types';

export type FontFamily = FontSpec['family'];
export type FontVariant = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** The TrueType/OpenType files of every family and variant (bytes, so the core needs no file system). */
export type FontFiles = Record<FontFamily, Record<FontVariant, Uint8Array>>;

/** A font's vertical metrics as fractions of the font size, and its advance widths. */
export interface FontMetrics {
  /** The font's PostScript name (NotoSans-Regular). */
  postscriptName: string;
  /** Ascender above the baseline, in em (positive). */
  ascent: number;
  /** Descender below the baseline, in em (positive). */
  descent: number;
  /** Width of `text` in em (the sum of the glyphs' advance widths; no kerning, as the PDF sets it). */
  widthEm(text: string): number;
}

/** The variant of a font spec's weight and slant. */
export function fontVariant(font: { bold: boolean; italic: boolean }): FontVariant {
  if (font.bold) return font.italic ? 'boldItalic' : 'bold';
  return font.italic ? 'italic' : 'regular';
}

const MM_PER_PT = 25.4 / 72;

function loadMetrics(bytes: Uint8Array): FontMetrics {
  const font = fontkit.create(bytes);
  const unitsPerEm = font.unitsPerEm;
  const advances = new Map<number, number>();
  const advance = (codePoint: number): number => {
    let width = advances.get(codePoint);
    if (width === undefined) {
      width = font.glyphForCodePoint(codePoint).advanceWidth / unitsPerEm;
      advances.set(codePoint, width);
    }
    return width;
  };
  return {
    postscriptName: font.postscriptName ?? 'Font',
    ascent: font.ascent / unitsPerEm,
    descent: Math.abs(font.descent) / unitsPerEm,
    widthEm(text) {
      let width = 0;
      for (let index = 0; index < text.length; index++) {
        const codePoint = text.codePointAt(index) ?? 0;
        if (codePoint > 0xffff) index++;
        width += advance(codePoint);
      }
      return width;
    },
  };
}

/**
 * The fonts a document is set in: their files (embedded into the PDF) and their metrics (parsed once, advance
 * widths cached per character). Create one per process and share it: the layout's measurer and the renderer read
 * the same metrics, so the PDF shows exactly the lines the layout broke.
 */
export class FontSet implements TextMeasurer {
  private readonly metricsByIndex: (FontMetrics | undefined)[] = [];
  private readonly aligned = new Map<string, Uint8Array>();

  constructor(readonly files: FontFiles) {}

  /** A variant's file prepared for embedding as a subset (glyphs aligned, see alignGlyphs). */
  embeddable(font: { family: FontFamily; bold: boolean; italic: boolean }): Uint8Array {
    const variant = fontVariant(font);
    const key = `${font.family}-${variant}`;
    let bytes = this.aligned.get(key);
    if (!bytes) {
      bytes = alignGlyphs(this.files[font.family][variant]);
      this.aligned.set(key, bytes);
    }
    return bytes;
  }

  /** Metrics of a family's variant (parsed on first use; looked up by index, the measurer calls this a lot). */
  metrics(font: { family: FontFamily; bold: boolean; italic: boolean }): FontMetrics {
    const index = (font.family === 'serif' ? 4 : 0) + (font.bold ? 2 : 0) + (font.italic ? 1 : 0);
    let metrics = this.metricsByIndex[index];
    if (!metrics) {
      metrics = loadMetrics(this.files[font.family][fontVariant(font)]);
      this.metricsByIndex[index] = metrics;
    }
    return metrics;
  }

  /**
   * Parses every variant's metrics and prepares its file for embedding now (about 0.1 s for sans and serif), so
   * that a document's first render does not pay for it.
   */
  prepare(): this {
    for (const family of Object.keys(this.files) as FontFamily[])
      for (const bold of [false, true])
        for (const italic of [false, true]) {
          this.metrics({ family, bold, italic });
          this.embeddable({ family, bold, italic });
        }
    return this;
  }

  /** Width in mm of `text` on one line in `font` (the designer layout's TextMeasurer). */
  width(text: string, font: FontSpec): number {
    return this.metrics(font).widthEm(text) * font.size * MM_PER_PT;
  }
}
