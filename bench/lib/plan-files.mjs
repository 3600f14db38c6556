/* global OffscreenCanvas, FileReader -- drawPngPlan runs inside the page by Playwright */
// The plans of the `plans` bench: an A0 PDF drawn like a construction plan (pdf-lib, in Node) and a 10,000 x
// 7,000 px PNG of a floor plan (drawn on an OffscreenCanvas in Chromium and encoded there: no image library needed).
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { mulberry32 } from './gaeb-generator.mjs';

/** A0 landscape in points: 1189 x 841 mm. */
export const A0_POINTS = { width: (1189 / 25.4) * 72, height: (841 / 25.4) * 72 };
export const PNG_SIZE = { width: 10_000, height: 7_000 };

const f = (/** @type {number} */ value) => value.toFixed(2);

/**
 * The vector content of a floor plan on a sheet of `width` x `height` points, as PDF content stream operators:
 * axis grid with labels, 18 x 10 rooms with double walls whose cut is hatched, doors (quarter arcs), windows,
 * dimension chains with ticks and figures, room stamps (name, area, floor finish, height), furniture and a title
 * block. `font` is the resource name of Helvetica. Returns the operators and what was drawn.
 * @param {number} width
 * @param {number} height
 * @param {string} font
 */
export function floorPlanOperators(width, height, font) {
  const next = mulberry32(4711);
  /** @type {string[]} */
  const ops = [];
  let lines = 0;
  let texts = 0;
  const line = (
    /** @type {number} */ x1,
    /** @type {number} */ y1,
    /** @type {number} */ x2,
    /** @type {number} */ y2,
  ) => {
    ops.push(`${f(x1)} ${f(y1)} m ${f(x2)} ${f(y2)} l`);
    lines += 1;
  };
  const text = (
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {number} */ size,
    /** @type {string} */ value,
  ) => {
    ops.push(`BT /${font} ${size} Tf ${f(x)} ${f(y)} Td (${value}) Tj ET`);
    texts += 1;
  };
  const margin = 60;
  const left = margin + 80;
  const bottom = margin + 80;
  const columns = 18;
  const rows = 10;
  const roomWidth = (width - left - margin - 420) / columns;
  const roomHeight = (height - bottom - margin - 60) / rows;
  const wall = 6;

  // Sheet frame and axis grid (thin, grey, dashed).
  ops.push('q 0.5 0.5 0.55 RG 0.3 w [12 4 2 4] 0 d');
  for (let column = 0; column <= columns; column += 1) {
    const x = left + column * roomWidth;
    line(x, bottom - 50, x, height - margin - 20);
  }
  for (let row = 0; row <= rows; row += 1) {
    const y = bottom + row * roomHeight;
    line(left - 50, y, width - margin - 400, y);
  }
  ops.push('S Q');
  ops.push('q 0 0 0 rg');
  for (let column = 0; column <= columns; column += 1)
    text(left + column * roomWidth - 4, bottom - 66, 12, String(column + 1));
  for (let row = 0; row <= rows; row += 1)
    text(left - 70, bottom + row * roomHeight - 4, 12, String.fromCharCode(65 + row));
  ops.push('Q');

  // Walls: each room's outline twice (inner and outer face), the cut between them hatched at 45 degrees.
  ops.push('q 0 0 0 RG 1.2 w');
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth;
      const y = bottom + row * roomHeight;
      ops.push(`${f(x)} ${f(y)} ${f(roomWidth)} ${f(roomHeight)} re`);
      ops.push(`${f(x + wall)} ${f(y + wall)} ${f(roomWidth - 2 * wall)} ${f(roomHeight - 2 * wall)} re`);
    }
  ops.push('S Q');
  ops.push('q 0.25 0.25 0.25 RG 0.25 w');
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth;
      const y = bottom + row * roomHeight;
      // Bottom and left wall of each room (the others are the neighbours' bottom and left).
      for (let along = 0; along < roomWidth; along += 1.5) line(x + along, y, x + along + wall, y + wall);
      for (let along = 0; along < roomHeight; along += 1.5) line(x, y + along, x + wall, y + along + wall);
    }
  ops.push('S Q');

  // Doors: a leaf and its swing (a quarter circle as a Bézier), windows: three parallel lines in the wall.
  ops.push('q 0 0 0 RG 0.6 w');
  const k = 0.5523;
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth + 20 + next() * (roomWidth - 80);
      const y = bottom + row * roomHeight + wall;
      const r = 36;
      line(x, y, x, y + r);
      ops.push(
        `${f(x + r)} ${f(y)} m ${f(x + r)} ${f(y + r * k)} ${f(x + r * k)} ${f(y + r)} ${f(x)} ${f(y + r)} c`,
      );
      if (row === rows - 1 || column === 0) {
        const wx = left + column * roomWidth + roomWidth / 2 - 40;
        const wy = bottom + (row + 1) * roomHeight;
        for (const offset of [0, wall / 2, wall]) line(wx, wy - offset, wx + 80, wy - offset);
      }
    }
  ops.push('S Q');

  // Furniture: tables and chairs as small rectangles, a few per room.
  ops.push('q 0.35 0.35 0.35 RG 0.4 w');
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth + 30;
      const y = bottom + row * roomHeight + 50;
      for (let item = 0; item < 6; item += 1) {
        const w = 14 + next() * 30;
        const h = 14 + next() * 20;
        ops.push(
          `${f(x + next() * (roomWidth - 100))} ${f(y + next() * (roomHeight - 110))} ${f(w)} ${f(h)} re`,
        );
        lines += 4;
      }
    }
  ops.push('S Q');

  // Dimension chains along the bottom and the left: a line, ticks at each axis and the measure in between.
  ops.push('q 0 0 0 RG 0.4 w');
  for (const offset of [24, 40]) {
    line(left, bottom - offset, left + columns * roomWidth, bottom - offset);
    line(left - offset, bottom, left - offset, bottom + rows * roomHeight);
    for (let column = 0; column <= columns; column += 1) {
      const x = left + column * roomWidth;
      line(x - 3, bottom - offset - 3, x + 3, bottom - offset + 3);
    }
    for (let row = 0; row <= rows; row += 1) {
      const y = bottom + row * roomHeight;
      line(left - offset - 3, y - 3, left - offset + 3, y + 3);
    }
  }
  ops.push('S Q');
  ops.push('q 0 0 0 rg');
  const metres = (/** @type {number} */ points) =>
    ((points / 72) * 0.0254 * 100).toFixed(2).replace('.', ',');
  for (let column = 0; column < columns; column += 1)
    text(left + column * roomWidth + roomWidth / 2 - 12, bottom - 36, 8, metres(roomWidth));
  for (let row = 0; row < rows; row += 1)
    text(left - 56, bottom + row * roomHeight + roomHeight / 2, 8, metres(roomHeight));

  // Room stamps: number and name, area, floor finish and clear height; and small labels in each room.
  const names = ['B\\374ro', 'Flur', 'WC', 'Lager', 'Besprechung', 'Technik', 'K\\374che', 'Archiv'];
  const finishes = ['Linoleum', 'Fliesen', 'Estrich versiegelt', 'Parkett'];
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth + 14;
      const y = bottom + (row + 1) * roomHeight - 24;
      const number = `${row + 1}.${String(column + 1).padStart(2, '0')}`;
      const area = ((roomWidth * roomHeight) / 72 / 72) * 0.0254 * 0.0254 * 1e4;
      text(x, y, 11, `${number} ${names[(column + row) % names.length]}`);
      text(x, y - 13, 8, `NGF ${area.toFixed(2).replace('.', ',')} m\\262`);
      text(x, y - 24, 8, `Boden: ${finishes[(column * 3 + row) % finishes.length]}`);
      text(x, y - 35, 8, 'LH 2,75 m');
      for (let label = 0; label < 8; label += 1)
        text(
          x + next() * (roomWidth - 70),
          bottom + row * roomHeight + 16 + next() * (roomHeight - 80),
          5,
          `D${Math.floor(next() * 900 + 100)}`,
        );
    }
  ops.push('Q');

  // Title block at the right.
  const blockX = width - margin - 380;
  ops.push('q 0 0 0 RG 1 w');
  ops.push(`${f(blockX)} ${f(margin)} 380 ${f(height - 2 * margin)} re S`);
  for (let y = margin + 40; y < margin + 600; y += 40) line(blockX, y, blockX + 380, y);
  ops.push('S Q q 0 0 0 rg');
  const block = [
    'Bauvorhaben: Neubau B\\374rogeb\\344ude Lindenhof',
    'Bauherr: Lindenhof Projekt GmbH',
    'Planinhalt: Grundriss Erdgeschoss',
    'Ma\\337stab 1:50',
    'Plan-Nr. A-101 Index C',
    'Datum 12.03.2026',
    'Gezeichnet: VenDoc Bench',
    'Gepr\\374ft: -',
    'Architektur',
    'Ausf\\374hrungsplanung',
    'Blatt 1 von 1',
    'Format A0',
    'Alle Ma\\337e in m',
    'Ma\\337e am Bau pr\\374fen',
  ];
  block.forEach((value, index) => text(blockX + 12, margin + 14 + index * 40, 14, value));
  ops.push('Q');
  return { content: ops.join('\n'), lines, texts };
}

/**
 * An A0 construction plan (landscape, 1189 x 841 mm) of about `megabytes` MB as a scanned plan with CAD markup is
 * (the e2e's `bigA0Plan`): an uncompressed RGB scan of pale paper covering the sheet, and over it the vector floor
 * plan of {@link floorPlanOperators} (Flate-compressed, Helvetica text).
 * @param {number} [megabytes]
 */
export async function a0PlanPdf(megabytes = 20) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([A0_POINTS.width, A0_POINTS.height]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const fontName = page.node.newFontDictionary('Helvetica', font.ref);
  const vector = floorPlanOperators(A0_POINTS.width, A0_POINTS.height, fontName.asString().slice(1));

  const scanWidth = 3200;
  const scanHeight = Math.ceil((megabytes * 1024 * 1024) / (scanWidth * 3));
  const pixels = Buffer.alloc(scanWidth * scanHeight * 3);
  for (let y = 0; y < scanHeight; y += 1)
    for (let x = 0; x < scanWidth; x += 1) {
      const at = (y * scanWidth + x) * 3;
      const tone = 235 + ((x * 7 + y * 13) % 17);
      pixels[at] = tone;
      pixels[at + 1] = tone - 3;
      pixels[at + 2] = tone - 10;
    }
  const scan = pdf.context.register(
    pdf.context.stream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: scanWidth,
      Height: scanHeight,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    }),
  );
  const scanName = page.node.newXObject('Scan', scan).asString();
  const content = `q ${f(A0_POINTS.width)} 0 0 ${f(A0_POINTS.height)} 0 0 cm ${scanName} Do Q\n${vector.content}`;
  const stream = pdf.context.register(pdf.context.flateStream(content));
  page.node.set(PDFName.of('Contents'), stream);
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return {
    bytes,
    lines: vector.lines,
    texts: vector.texts,
    contentBytes: Buffer.byteLength(content),
    scan: { width: scanWidth, height: scanHeight },
  };
}

/**
 * Runs in the page: draws a 10,000 x 7,000 px floor plan (white paper, 24 x 14 rooms with hatched double walls,
 * doors, furniture, dimension figures and room stamps in Helvetica-like sans-serif) on an OffscreenCanvas and
 * encodes it as PNG; returns the PNG as base64 and the milliseconds of drawing and encoding.
 * @param {{ width: number, height: number }} size
 */
export async function drawPngPlan({ width, height }) {
  let state = 4711;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const started = performance.now();
  const canvas = new OffscreenCanvas(width, height);
  const g = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
  g.fillStyle = '#fcfbf7';
  g.fillRect(0, 0, width, height);
  const columns = 24;
  const rows = 14;
  const left = 300;
  const top = 300;
  const roomWidth = (width - left - 1400) / columns;
  const roomHeight = (height - top - 300) / rows;
  const wall = 24;
  g.strokeStyle = '#222';
  g.lineWidth = 4;
  g.beginPath();
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth;
      const y = top + row * roomHeight;
      g.rect(x, y, roomWidth, roomHeight);
      g.rect(x + wall, y + wall, roomWidth - 2 * wall, roomHeight - 2 * wall);
    }
  g.stroke();
  g.lineWidth = 1.5;
  g.beginPath();
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth;
      const y = top + row * roomHeight;
      for (let along = 0; along < roomWidth; along += 10) {
        g.moveTo(x + along, y);
        g.lineTo(x + along + wall, y + wall);
      }
      for (let along = 0; along < roomHeight; along += 10) {
        g.moveTo(x, y + along);
        g.lineTo(x + wall, y + along + wall);
      }
      // A door and its swing, and furniture.
      const door = x + 60 + next() * (roomWidth - 200);
      g.moveTo(door, y + wall);
      g.lineTo(door, y + wall + 110);
      g.moveTo(door + 110, y + wall);
      g.arc(door, y + wall, 110, 0, Math.PI / 2);
      for (let item = 0; item < 6; item += 1)
        g.rect(
          x + 60 + next() * (roomWidth - 220),
          y + 120 + next() * (roomHeight - 260),
          40 + next() * 80,
          40 + next() * 50,
        );
    }
  g.stroke();
  g.fillStyle = '#111';
  for (let column = 0; column < columns; column += 1)
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * roomWidth + 50;
      const y = top + row * roomHeight + 80;
      g.font = 'bold 34px sans-serif';
      g.fillText(`${row + 1}.${String(column + 1).padStart(2, '0')} Büro`, x, y);
      g.font = '24px sans-serif';
      g.fillText('NGF 18,40 m²', x, y + 34);
      g.fillText('Boden: Linoleum', x, y + 64);
      g.font = '14px sans-serif';
      for (let label = 0; label < 8; label += 1)
        g.fillText(
          `D${Math.floor(next() * 900 + 100)}`,
          x + next() * (roomWidth - 160),
          y + 120 + next() * (roomHeight - 260),
        );
    }
  g.font = '40px sans-serif';
  const blockX = width - 1200;
  g.strokeRect(blockX, top, 1000, height - 2 * top);
  [
    'Bauvorhaben: Neubau Bürogebäude Lindenhof',
    'Grundriss Erdgeschoss',
    'Maßstab 1:50',
    'Plan-Nr. A-101',
  ].forEach((value, index) => g.fillText(value, blockX + 30, height - top - 60 - index * 70));
  const drawnMs = performance.now() - started;
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  const encodedMs = performance.now() - started - drawnMs;
  const base64 = await new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return { base64, drawnMs, encodedMs };
}
