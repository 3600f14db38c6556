/** SPEC.md section 9: image uploader defaults. */
export const IMAGE_DEFAULTS = { maxWidth: 1024, maxHeight: 1024, quality: 1, accept: 'image/*' } as const;

export interface ResizeOptions {
  maxWidth?: number;
  maxHeight?: number;
  /** 0..1, used by lossy types (JPEG, WebP). */
  quality?: number;
}

/** SPEC.md section 3: the image upload output, plus the resulting image. */
export interface ImageUploadResult {
  name: string;
  type: string;
  newWidth: number;
  newHeight: number;
  orgWidth: number;
  orgHeight: number;
  /** Original width divided by original height. */
  aspectRatio: number;
  /** The file's last modification (ms since 1970). */
  modifiedTimestamp: number;
  modifiedDate: Date;
  blob: Blob;
  dataUrl: string;
}

/**
 * The largest size with the original aspect ratio that fits into maxWidth x maxHeight; never larger than the
 * original. Sides are rounded to whole pixels and at least 1.
 */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new RangeError(`Invalid image size ${width}x${height}`);
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** The image in `file`, drawable on a canvas; `release` frees it. Rejects for data that is no image. */
export async function decode(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The canvas's picture as a file of `type`. */
export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))),
      type,
      quality,
    ),
  );
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Scales an image file into the box (keeping its aspect ratio), and exports it with its own type and the quality. */
export async function resizeImage(file: File, options: ResizeOptions = {}): Promise<ImageUploadResult> {
  const { maxWidth = IMAGE_DEFAULTS.maxWidth, maxHeight = IMAGE_DEFAULTS.maxHeight } = options;
  const quality = options.quality ?? IMAGE_DEFAULTS.quality;
  const { source, width, height, release } = await decode(file);
  const size = fitWithin(width, height, maxWidth, maxHeight);

  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas available');
    context.drawImage(source, 0, 0, size.width, size.height);
  } finally {
    release();
  }
  const type = file.type || 'image/png';
  const blob = await canvasToBlob(canvas, type, quality);

  return {
    name: file.name,
    type,
    newWidth: size.width,
    newHeight: size.height,
    orgWidth: width,
    orgHeight: height,
    aspectRatio: width / height,
    modifiedTimestamp: file.lastModified,
    modifiedDate: new Date(file.lastModified),
    blob,
    dataUrl: await blobToDataUrl(blob),
  };
}
