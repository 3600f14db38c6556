import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';

/** The points of an A0 sheet (1189 x 841 mm), landscape. */
const A0: [number, number] = [(1189 / 25.4) * 72, (841 / 25.4) * 72];

/** Draws a grid of thin lines and 40 labelled rooms on the page (the vector content of a floor plan). */
function drawRooms(page: ReturnType<PDFDocument['addPage']>): void {
  const { width, height } = page.getSize();
  for (let x = 20; x < width; x += 12)
    page.drawLine({
      start: { x, y: 20 },
      end: { x, y: height - 20 },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.7),
    });
  for (let y = 20; y < height; y += 12)
    page.drawLine({
      start: { x: 20, y },
      end: { x: width - 20, y },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.7),
    });
  for (let room = 0; room < 40; room += 1) {
    const x = 80 + (room % 8) * 400;
    const y = 120 + Math.floor(room / 8) * 440;
    page.drawRectangle({ x, y, width: 360, height: 400, borderWidth: 4, borderColor: rgb(0, 0, 0) });
    page.drawText(`Raum 1.${String(room + 1).padStart(2, '0')}`, { x: x + 20, y: y + 360, size: 28 });
  }
}

/** An A0 floor plan: a grid of lines and labelled rooms. */
export async function a0Plan(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  drawRooms(pdf.addPage(A0));
  return Buffer.from(await pdf.save());
}

/**
 * A plan set: one A0 sheet per name, each the floor plan of {@link a0Plan} with its name in large letters at the top
 * (a PDF of several sheets, as planners send them).
 */
export async function a0PlanSet(sheets: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const sheet of sheets) {
    const page = pdf.addPage(A0);
    drawRooms(page);
    page.drawText(sheet, { x: 80, y: page.getSize().height - 70, size: 40 });
  }
  return Buffer.from(await pdf.save());
}

/**
 * An A0 floor plan of about `megabytes` MB, as a scanned plan with vector markup is: an uncompressed RGB image
 * (a pale paper texture, so the bytes are real image data rather than padding) covering the sheet, and the grid
 * and rooms of {@link a0Plan} drawn over it. Uncompressed, so building it takes well under a second.
 */
export async function bigA0Plan(megabytes = 20): Promise<Buffer> {
  const width = 3200;
  const height = Math.ceil((megabytes * 1024 * 1024) / (width * 3));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      // Paper with fibres: a light tone varying along both axes.
      const tone = 235 + ((x * 7 + y * 13) % 17);
      pixels[at] = tone;
      pixels[at + 1] = tone - 3;
      pixels[at + 2] = tone - 10;
    }
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(A0);
  const image = pdf.context.register(
    pdf.context.stream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    }),
  );
  const name = page.node.newXObject('Scan', image);
  const { width: pageWidth, height: pageHeight } = page.getSize();
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(pageWidth, 0, 0, pageHeight, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  drawRooms(page);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
