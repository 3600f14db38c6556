import { DEFAULT_STYLE } from '@vendoc/designer/element-defaults';
import type { ElementStyle } from '@vendoc/contract/document-template-elements';
import type { ImageBox, LayoutPage, TextBox, TextMeasurer } from '@vendoc/designer/layout-types';
import { lineHeightMm, wrapText } from '@vendoc/designer/text-wrap';

/** A photo to print (PNG or JPEG bytes; others are left out by the renderer) and what it shows. */
export interface PrintedPhoto {
  bytes: Uint8Array;
  caption: string;
}

/** Photos printed after a document: a heading on every page (the document's name), the photos with captions. */
export interface PhotoAppendix {
  heading: string;
  photos: readonly PrintedPhoto[];
}

// A4 portrait with the margins of DIN 5008 (left 25 mm), two photos a page.
const PAGE = { width: 210, height: 297 };
const MARGIN = { top: 20, right: 20, bottom: 20, left: 25 };
const PER_PAGE = 2;
const HEADING_HEIGHT = 12;
const CAPTION_LINES = 3;
const GAP = 8;

const HEADING_STYLE: ElementStyle = { ...DEFAULT_STYLE, fontSize: 11, fontWeight: 'bold' };
const CAPTION_STYLE: ElementStyle = { ...DEFAULT_STYLE, fontSize: 9 };

function textBox(
  elementId: string,
  text: string,
  style: ElementStyle,
  frame: { x: number; y: number; width: number },
  measurer: TextMeasurer,
  maxLines: number,
): TextBox {
  const lineHeight = lineHeightMm(style);
  const lines = wrapText(text, frame.width, style, measurer).slice(0, maxLines);
  return {
    type: 'text',
    elementId,
    ...frame,
    height: Math.max(lines.length, 1) * lineHeight,
    rotation: 0,
    style,
    lineHeight,
    lines,
  };
}

/**
 * The pages of a photo appendix, numbered on from `afterPage`: each photo fitted into its half of the page (its
 * proportions kept) with its caption below (at most three lines), "Fotos (1/3)" in the heading.
 */
export function photoPages(appendix: PhotoAppendix, measurer: TextMeasurer, afterPage: number): LayoutPage[] {
  const width = PAGE.width - MARGIN.left - MARGIN.right;
  const captionHeight = CAPTION_LINES * lineHeightMm(CAPTION_STYLE);
  const usable = PAGE.height - MARGIN.top - MARGIN.bottom - HEADING_HEIGHT;
  const slot = usable / PER_PAGE;
  const imageHeight = slot - captionHeight - GAP;
  const count = Math.ceil(appendix.photos.length / PER_PAGE);
  const pages: LayoutPage[] = [];
  for (let index = 0; index < count; index++) {
    const photos = appendix.photos.slice(index * PER_PAGE, (index + 1) * PER_PAGE);
    const heading = `${appendix.heading}: Fotos${count > 1 ? ` (${index + 1}/${count})` : ''}`;
    const boxes: (TextBox | ImageBox)[] = [
      textBox(
        'photos-heading',
        heading,
        HEADING_STYLE,
        { x: MARGIN.left, y: MARGIN.top, width },
        measurer,
        2,
      ),
    ];
    photos.forEach((photo, at) => {
      const top = MARGIN.top + HEADING_HEIGHT + at * slot;
      const id = `photo-${index * PER_PAGE + at + 1}`;
      boxes.push({
        type: 'image',
        elementId: id,
        x: MARGIN.left,
        y: top,
        width,
        height: imageHeight,
        rotation: 0,
        source: { type: 'data', value: photo.bytes },
        fit: 'contain',
      });
      if (photo.caption.trim() !== '')
        boxes.push(
          textBox(
            `${id}-caption`,
            photo.caption,
            CAPTION_STYLE,
            { x: MARGIN.left, y: top + imageHeight + 2, width },
            measurer,
            CAPTION_LINES,
          ),
        );
    });
    pages.push({
      number: afterPage + index + 1,
      region: 'followingPages',
      width: PAGE.width,
      height: PAGE.height,
      background: null,
      boxes,
    });
  }
  return pages;
}
