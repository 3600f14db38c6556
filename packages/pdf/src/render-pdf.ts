import type { DocumentLayout, LayoutPage } from '@vendoc/designer/layout-types';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { drawLine, drawQrCode, drawRect } from './draw-shapes';
import { drawTextBox } from './draw-text';
import { embedFont } from './embed-fonts';
import { fontVariant, type FontFamily, type FontSet } from './font-set';
import { EmbeddedImages, type ImageAssets } from './images';
import { PageCanvas, PT_PER_MM } from './page-canvas';
import { applyPdfA, type PdfMetadata } from './pdfa';

/** What a document is rendered with besides its layout: fonts, images and letterheads, and its metadata. */
export interface RenderAssets extends ImageAssets {
  fonts: FontSet;
  metadata: PdfMetadata;
}

/** The family, weight and slant of every piece of text on the pages (the fonts to embed). */
function usedFonts(pages: readonly LayoutPage[]) {
  const used = new Map<string, { family: FontFamily; bold: boolean; italic: boolean }>();
  for (const page of pages)
    for (const box of page.boxes) {
      if (box.type !== 'text') continue;
      for (const line of box.lines)
        for (const segment of line.segments) {
          const font = {
            family: box.style.fontFamily,
            bold: segment.bold || box.style.fontWeight === 'bold',
            italic: segment.italic || box.style.italic,
          };
          used.set(`${font.family}-${fontVariant(font)}`, font);
        }
    }
  return [...used.entries()];
}

/**
 * Renders laid-out pages (from `layoutDocument`) to a PDF/A-3b document: every box kind (text with bold and
 * italic runs, lines, rectangles, images, QR codes), rotated boxes, backgrounds (a letterhead PDF page or an
 * image, per page region), the fonts embedded as subsets (ligatures off, so the text extracts letter for letter).
 * Works in Node and the browser: fonts and files come as bytes.
 */
export async function renderPdf(
  layout: DocumentLayout | readonly LayoutPage[],
  assets: RenderAssets,
): Promise<Uint8Array> {
  const pages = 'pages' in layout ? layout.pages : layout;
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const embedded = new Map<string, PDFFont>();
  for (const [key, font] of usedFonts(pages))
    embedded.set(key, await embedFont(document, assets.fonts, font, embedded.size));
  const pdfFont = (family: FontFamily, bold: boolean, italic: boolean): PDFFont => {
    const font = embedded.get(`${family}-${fontVariant({ bold, italic })}`);
    if (!font) throw new Error(`font ${family} not embedded`);
    return font;
  };
  const images = await EmbeddedImages.embed(document, pages, assets);

  for (const page of pages) {
    const pdfPage = document.addPage([page.width * PT_PER_MM, page.height * PT_PER_MM]);
    const canvas = new PageCanvas(pdfPage, page.height);
    images.drawBackground(canvas, page);
    for (const box of page.boxes) {
      switch (box.type) {
        case 'text':
          drawTextBox(canvas, box, assets.fonts, pdfFont);
          break;
        case 'line':
          drawLine(canvas, box);
          break;
        case 'rect':
          drawRect(canvas, box);
          break;
        case 'image':
          images.drawImage(canvas, box);
          break;
        case 'qrCode':
          drawQrCode(canvas, box);
          break;
      }
    }
    canvas.flush();
  }
  applyPdfA(document, assets.metadata);
  return document.save({ updateFieldAppearances: false });
}
