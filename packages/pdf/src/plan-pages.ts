import fontkit from '@pdf-lib/fontkit';
import {
  degrees,
  PDFDocument,
  rgb,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { embedFont } from './embed-fonts';
import type { FontSet } from './font-set';
import { fileKind } from './images';

/** A pin to draw: plan coordinates (0..1 from the top left), its number, fill (status) and ring (type) colour. */
export interface PrintedPin {
  x: number;
  y: number;
  number: number;
  fill: string;
  ring: string;
}

/** The plan to print: a PDF (and which page, 1 = first) or a PNG/JPEG image; null when its file is gone. */
export interface PrintedPlan {
  heading: string;
  bytes: Uint8Array | null;
  page: number | null;
  pins: readonly PrintedPin[];
  /** Said on the page when the plan cannot be drawn (file gone, page missing, unreadable). */
  missingText: string;
}

const PT_PER_MM = 72 / 25.4;
const A4 = { long: 297 * PT_PER_MM, short: 210 * PT_PER_MM };
const MARGIN = 12 * PT_PER_MM;
const HEADING = 10 * PT_PER_MM;
const PIN_RADIUS = 3 * PT_PER_MM;
const RING = 0.7 * PT_PER_MM;

const color = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};

type Picture =
  { page: PDFEmbeddedPage; rotation: 0 | 90 | 180 | 270; image?: never } | { image: PDFImage; page?: never };

/** The plan's picture: an embedded PDF page or image (its size in points), or null when it cannot be drawn. */
async function embedPlan(
  document: PDFDocument,
  plan: PrintedPlan,
): Promise<(Picture & { width: number; height: number }) | null> {
  if (plan.bytes === null) return null;
  try {
    const kind = fileKind(plan.bytes);
    if (kind === 'pdf') {
      const source = await PDFDocument.load(plan.bytes, { ignoreEncryption: true });
      const index = (plan.page ?? 1) - 1;
      if (index >= source.getPageCount()) return null;
      const sourcePage = source.getPage(index);
      // The crop box, as viewers show the page (also when the media box does not start at 0, 0).
      const crop = sourcePage.getCropBox();
      const page = await document.embedPage(sourcePage, {
        left: crop.x,
        bottom: crop.y,
        right: crop.x + crop.width,
        top: crop.y + crop.height,
      });
      // The page as viewers show it: turned by its /Rotate (a multiple of 90° clockwise).
      const rotation = (((sourcePage.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
      const turned = rotation === 90 || rotation === 270;
      return {
        page,
        rotation,
        width: turned ? page.height : page.width,
        height: turned ? page.width : page.height,
      };
    }
    if (kind === 'png' || kind === 'jpeg') {
      const image =
        kind === 'png' ? await document.embedPng(plan.bytes) : await document.embedJpg(plan.bytes);
      return { image, width: image.width, height: image.height };
    }
  } catch {
    // A page that is not there or an unreadable file: the page says so instead of failing the report.
  }
  return null;
}

/**
 * Where to draw an embedded page so that it shows turned clockwise by `rotation` inside the frame (pdf-lib turns
 * counter-clockwise about the drawing origin): the origin moves to the corner the page's bottom left ends up in.
 */
function turnedFrame(
  rotation: 0 | 90 | 180 | 270,
  frame: { left: number; bottom: number; width: number; height: number },
) {
  const { left, bottom, width, height } = frame;
  const turned = rotation === 90 || rotation === 270;
  const size = turned ? { width: height, height: width } : { width, height };
  const origin = {
    0: { x: left, y: bottom },
    90: { x: left, y: bottom + height },
    180: { x: left + width, y: bottom + height },
    270: { x: left + width, y: bottom },
  }[rotation];
  return { ...origin, ...size, rotate: degrees(-rotation) };
}

function drawPin(page: PDFPage, font: PDFFont, at: { x: number; y: number }, pin: PrintedPin) {
  page.drawCircle({
    ...at,
    size: PIN_RADIUS,
    color: color(pin.fill),
    borderColor: color(pin.ring),
    borderWidth: RING,
  });
  const label = String(pin.number);
  const size = label.length > 2 ? 6 : 7.5;
  const width = font.widthOfTextAtSize(label, size);
  page.drawText(label, {
    x: at.x - width / 2,
    y: at.y - size * 0.36,
    size,
    font,
    color: rgb(1, 1, 1),
  });
}

/**
 * Appends one page per plan to a rendered document: A4 in the plan's orientation, the heading on top, the plan
 * (a PDF page embedded as vector graphics, or the image) fitted into the rest with its proportions kept, and the
 * pins drawn on top at their plan coordinates, numbered as in the list.
 */
export async function appendPlanPages(
  pdf: Uint8Array,
  plans: readonly PrintedPlan[],
  fonts: FontSet,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  document.registerFontkit(fontkit);
  const bold = await embedFont(document, fonts, { family: 'sans', bold: true, italic: false }, 24);
  const regular = await embedFont(document, fonts, { family: 'sans', bold: false, italic: false }, 25);
  for (const plan of plans) {
    const picture = await embedPlan(document, plan);
    const landscape = picture === null || picture.width >= picture.height;
    const page = document.addPage(landscape ? [A4.long, A4.short] : [A4.short, A4.long]);
    const { width, height } = page.getSize();
    page.drawText(plan.heading, { x: MARGIN, y: height - MARGIN - 11, size: 11, font: bold });
    const box = { width: width - 2 * MARGIN, height: height - 2 * MARGIN - HEADING };
    if (picture === null) {
      page.drawText(plan.missingText, {
        x: MARGIN,
        y: height - MARGIN - HEADING - 12,
        size: 10,
        font: regular,
      });
      continue;
    }
    const scale = Math.min(box.width / picture.width, box.height / picture.height);
    const drawn = { width: picture.width * scale, height: picture.height * scale };
    const left = MARGIN + (box.width - drawn.width) / 2;
    const bottom = MARGIN + (box.height - drawn.height) / 2;
    if (picture.page) page.drawPage(picture.page, turnedFrame(picture.rotation, { left, bottom, ...drawn }));
    else page.drawImage(picture.image, { x: left, y: bottom, ...drawn });
    page.drawRectangle({
      x: left,
      y: bottom,
      ...drawn,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.5,
    });
    for (const pin of plan.pins)
      drawPin(page, bold, { x: left + pin.x * drawn.width, y: bottom + (1 - pin.y) * drawn.height }, pin);
  }
  return document.save();
}
