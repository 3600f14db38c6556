import type { TextBox, TextLine, TextSegment } from '@vendoc/designer/layout-types';
import { beginText, endText, setFontAndSize, setTextMatrix, showText, type PDFFont } from 'pdf-lib';
import type { FontFamily, FontSet } from './font-set';
import { fillColor, PT_PER_MM, type FramePoint, type PageCanvas } from './page-canvas';

/** The embedded PDF font of a family's weight and slant. */
export type PdfFontOf = (family: FontFamily, bold: boolean, italic: boolean) => PDFFont;

interface Piece {
  text: string;
  segment: TextSegment;
  /** Extra space after the piece in mm (justified lines). */
  gap: number;
}

/** A justified line's pieces: words with their following spaces widened so the line fills `width`. */
function justifiedPieces(line: TextLine, width: number, spaceWidth: number): Piece[] {
  const pieces: Piece[] = line.segments.flatMap((segment) =>
    (segment.text.match(/\S*\s*/g) ?? [])
      .filter((text) => text !== '')
      .map((text) => ({ text, segment, gap: 0 })),
  );
  const spaces = pieces
    .slice(0, -1)
    .reduce((count, piece) => count + (piece.text.match(/\s/g)?.length ?? 0), 0);
  if (spaces === 0) return pieces;
  const extra = Math.min((width - line.width) / spaces, spaceWidth * 3);
  for (const piece of pieces.slice(0, -1)) piece.gap = (piece.text.match(/\s/g)?.length ?? 0) * extra;
  return pieces;
}

/**
 * Draws a text box's lines in its fonts, colour and alignment; justified lines are stretched to the box's width
 * (at most 3 spaces more per space) unless the layout marked them as a paragraph's end. Lines are `lineHeight` mm
 * apart from the box's top;
 * the baseline sits where CSS puts it (half the leading above the font's ascent-to-descent area), so the browser
 * preview with the same fonts matches. Widths come from the same FontSet as the layout's measurer.
 */
export function drawTextBox(canvas: PageCanvas, box: TextBox, fonts: FontSet, pdfFont: PdfFontOf): void {
  if (box.lines.length === 0) return;
  const { style } = box;
  const family = style.fontFamily;
  const size = style.fontSize;
  const sizeMm = size / PT_PER_MM;
  const bold = (segment: TextSegment) => segment.bold || style.fontWeight === 'bold';
  const italic = (segment: TextSegment) => segment.italic || style.italic;
  const metrics = fonts.metrics({ family, bold: style.fontWeight === 'bold', italic: style.italic });
  const baseline =
    (box.lineHeight - (metrics.ascent + metrics.descent) * sizeMm) / 2 + metrics.ascent * sizeMm;
  const widthOf = (text: string, segment: TextSegment) =>
    fonts.width(text, { family, size, bold: bold(segment), italic: italic(segment) });

  canvas.inFrame(box, (at: FramePoint) => {
    canvas.push(fillColor(style.color), beginText());
    let current: PDFFont | null = null;
    box.lines.forEach((line, index) => {
      // the layout marks paragraph ends; a page's last line inside a paragraph is stretched like any other
      const justify = style.align === 'justify' && !line.paragraphEnd && line.width < box.width;
      const free = box.width - line.width;
      let x = style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0;
      const y = index * box.lineHeight + baseline;
      const pieces: Piece[] = justify
        ? justifiedPieces(line, box.width, widthOf(' ', { text: ' ', bold: false, italic: false }))
        : line.segments.map((segment) => ({ text: segment.text, segment, gap: 0 }));
      for (const piece of pieces) {
        const font = pdfFont(family, bold(piece.segment), italic(piece.segment));
        if (font !== current) {
          canvas.push(setFontAndSize(canvas.fontName(font), size));
          current = font;
        }
        const [px, py] = at(x, y);
        canvas.push(setTextMatrix(1, 0, 0, 1, px, py), showText(font.encodeText(piece.text)));
        x += widthOf(piece.text, piece.segment) + piece.gap;
      }
    });
    canvas.push(endText());
  });
}
