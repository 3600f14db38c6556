// Child of bench/lib/pdf.mjs (run with tsx): renders the 500-position offer with long texts through the designer
// layout and @vendoc/pdf, and, in turns with it, the same text lines written with pdf-lib's drawText at fixed
// positions (no layout): once with our unshaped font encoding, once with pdf-lib's stock (shaping) embedding.
// Prints one JSON line.
import fontkit from '@pdf-lib/fontkit';
import { layoutDocument } from '@vendoc/designer/layout';
import type { LayoutPage } from '@vendoc/designer/layout-types';
import { getBundledFontSet } from '@vendoc/pdf/bundled-fonts';
import { embedFont } from '@vendoc/pdf/embed-fonts';
import type { FontSet } from '@vendoc/pdf/font-set';
import { renderDocument } from '@vendoc/pdf/render-document';
import { largeOffer, offerWithLongTexts } from '@vendoc/pdf/test-documents';
import { PDFDocument, type PDFFont } from 'pdf-lib';

const POSITIONS = 500;
const RUNS = 5;
const PT = 72 / 25.4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Line {
  page: number;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  text: string;
}

/** Every text line of the layout with its page, left edge, baseline and font (the first segment's). */
function textLines(pages: readonly LayoutPage[]): Line[] {
  return pages.flatMap((page, index) =>
    page.boxes.flatMap((box) =>
      box.type !== 'text'
        ? []
        : box.lines.map((line, number) => ({
            page: index,
            x: box.x * PT,
            y: (page.height - box.y - (number + 0.8) * box.lineHeight) * PT,
            size: box.style.fontSize,
            bold: (line.segments[0]?.bold ?? false) || box.style.fontWeight === 'bold',
            italic: (line.segments[0]?.italic ?? false) || box.style.italic,
            text: line.segments.map((segment) => segment.text).join(''),
          })),
    ),
  );
}

/** pdf-lib writing the lines with drawText, `shaped`: pdf-lib's own embedding (fontkit layout per string). */
async function writeLines(lines: Line[], pages: number, fonts: FontSet, shaped: boolean) {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const embedded = new Map<string, PDFFont>();
  const fontOf = async (bold: boolean, italic: boolean) => {
    const key = `${bold}-${italic}`;
    let font = embedded.get(key);
    if (!font) {
      const spec = { family: 'sans' as const, bold, italic };
      font = shaped
        ? await document.embedFont(fonts.embeddable(spec), { subset: true, features: { liga: false } })
        : await embedFont(document, fonts, spec, embedded.size);
      embedded.set(key, font);
    }
    return font;
  };
  const pdfPages = Array.from({ length: pages }, () => document.addPage([210 * PT, 297 * PT]));
  for (const line of lines) {
    const page = pdfPages[line.page];
    if (page)
      page.drawText(line.text, {
        x: line.x,
        y: line.y,
        size: line.size,
        font: await fontOf(line.bold, line.italic),
      });
  }
  return (await document.save()).length;
}

const started = performance.now();
// what the server does at start: the process-wide FontSet, read and prepared once
const fonts = await getBundledFontSet();
const template = offerWithLongTexts();
const data = largeOffer(POSITIONS);
const assets = { fonts, metadata: { title: 'Angebot A-2026-0117', author: 'Muster Fensterbau GmbH' } };
const fontsMs = performance.now() - started;

let time = performance.now();
const first = await renderDocument(template, data, assets);
const coldMs = performance.now() - time;

const layout = layoutDocument(template, data, fonts);
const lines = textLines(layout.pages);
const renderMs: number[] = [];
const layoutMs: number[] = [];
const plainMs: number[] = [];
const shapedMs: number[] = [];
let plainBytes = 0;
for (let run = 0; run < RUNS; run++) {
  time = performance.now();
  await renderDocument(template, data, assets);
  renderMs.push(performance.now() - time);
  time = performance.now();
  layoutDocument(template, data, fonts);
  layoutMs.push(performance.now() - time);
  time = performance.now();
  plainBytes = await writeLines(lines, layout.pages.length, fonts, false);
  plainMs.push(performance.now() - time);
  time = performance.now();
  await writeLines(lines, layout.pages.length, fonts, true);
  shapedMs.push(performance.now() - time);
}
console.log(
  JSON.stringify({
    positions: POSITIONS,
    pages: first.pages,
    lines: lines.length,
    bytes: first.pdf.length,
    plainBytes,
    fontsMs,
    coldMs,
    renderMs,
    layoutMs,
    plainMs,
    shapedMs,
    renderMedianMs: median(renderMs),
    layoutMedianMs: median(layoutMs),
    plainMedianMs: median(plainMs),
    shapedMedianMs: median(shapedMs),
  }),
);
