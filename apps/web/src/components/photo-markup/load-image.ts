/** A decoded photo to draw on a canvas, with its full size in pixels. */
export interface MarkupImage {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

/**
 * The photo at `src`, loaded as a CORS request without credentials: a content URL carries its own signature, and a
 * photo from another origin (a client served apart from its VenDoc server) would otherwise taint the canvas, so
 * that saving it fails. Same-origin (the usual case) nothing changes. Rejects when the photo cannot be loaded.
 */
export function loadImage(src: string): Promise<MarkupImage> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The photo could not be loaded'));
    image.src = src;
  });
}
