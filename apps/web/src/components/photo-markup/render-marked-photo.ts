import { canvasToBlob } from '../../lib/images/image-resize';
import type { MarkupImage } from './load-image';
import { drawMarkup, type MarkupShape } from './markup-model';

/** JPEG quality of a marked photo: the lines and letters stay crisp, the file stays small enough for a site link. */
export const MARKED_PHOTO_QUALITY = 0.9;

/**
 * The photo at its full size with the shapes drawn into it, as a JPEG. Rejects when the browser has no 2D canvas
 * or cannot export it (e.g. a tainted canvas).
 */
export async function renderMarkedPhoto(image: MarkupImage, shapes: readonly MarkupShape[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas available');
    context.drawImage(image.source, 0, 0, image.width, image.height);
    drawMarkup(context, shapes, 1);
    return await canvasToBlob(canvas, 'image/jpeg', MARKED_PHOTO_QUALITY);
  } finally {
    // The canvas's memory goes at once, not with the next garbage collection (phones have little of it).
    canvas.width = 0;
    canvas.height = 0;
  }
}
