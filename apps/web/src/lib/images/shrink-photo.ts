import { canvasToBlob, decode, fitWithin } from './image-resize';

/** Photos taken on site are sent at most this many pixels wide and high. */
export const PHOTO_MAX_SIDE = 2048;
/** JPEG quality of a shrunk photo: small enough for a site connection, sharp enough to read a delivery note. */
export const PHOTO_QUALITY = 0.85;

export interface ShrinkOptions {
  readonly maxSide?: number;
  readonly quality?: number;
}

/** `name` with the extension `.jpg` (a photo without one gets it). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'Foto';
  return `${base}.jpg`;
}

/**
 * A phone photo made fit for upload: scaled into maxSide x maxSide (keeping its aspect ratio, never enlarged) and
 * encoded as JPEG, on the phone with a canvas. A JPEG that already fits is returned as it is. Rejects for a file
 * that is no image the browser can read.
 */
export async function shrinkPhoto(file: File, options: ShrinkOptions = {}): Promise<File> {
  const { maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY } = options;
  const image = await decode(file);
  let blob: Blob;
  try {
    const size = fitWithin(image.width, image.height, maxSide, maxSide);
    if (file.type === 'image/jpeg' && size.width === image.width && size.height === image.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas available');
    context.drawImage(image.source, 0, 0, size.width, size.height);
    blob = await canvasToBlob(canvas, 'image/jpeg', quality);
    // The canvas's memory goes at once, not with the next garbage collection (phones have little of it).
    canvas.width = 0;
    canvas.height = 0;
  } finally {
    image.release();
  }
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
