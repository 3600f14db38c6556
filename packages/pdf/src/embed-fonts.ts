import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { FontFamily, FontSet } from './font-set';

interface ShapingFont {
  layout(text: string, features?: unknown): { glyphs: unknown[] };
  glyphsForString(text: string): unknown[];
}

/**
 * Sets text in a font glyph by glyph from its character map, without OpenType shaping. pdf-lib runs fontkit's
 * layout (GSUB and GPOS lookups) for every string it encodes: 90 % of rendering a 95-page offer (4 s). German text
 * needs no shaping (no ligatures wanted: they break text extraction; kerning pdf-lib never applies), and the
 * layout's measurer adds up the same advance widths. Reaches into pdf-lib's embedder (pinned at 1.17.1); if that
 * changes shape, it leaves the font as it is (correct, only slower).
 */
function withoutShaping(font: PDFFont): void {
  const embedder: unknown = Reflect.get(font, 'embedder');
  const fontkitFont: unknown =
    embedder && typeof embedder === 'object' ? Reflect.get(embedder, 'font') : null;
  if (!fontkitFont || typeof fontkitFont !== 'object' || !('glyphsForString' in fontkitFont)) return;
  const shaping = fontkitFont as ShapingFont;
  shaping.layout = (text: string) => ({ glyphs: shaping.glyphsForString(text) });
}

/**
 * Embeds a family's variant as a subset named `VNDCxx+PostScriptName` (six capitals and "+": PDF 32000 9.6.4,
 * `index` makes the tag unique within the document), set without shaping.
 */
export async function embedFont(
  document: PDFDocument,
  fonts: FontSet,
  font: { family: FontFamily; bold: boolean; italic: boolean },
  index: number,
): Promise<PDFFont> {
  const tag = `VNDC${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))}`;
  const embedded = await document.embedFont(fonts.embeddable(font), {
    subset: true,
    customName: `${tag}+${fonts.metrics(font).postscriptName}`,
    features: { liga: false },
  });
  withoutShaping(embedded);
  return embedded;
}
