import type { PDFPageProxy } from 'pdfjs-dist';
import { openPdf } from '../../../lib/pdf/pdf-document';
import { overviewSize, type Size, type Tile } from './plan-geometry';

/** CSS pixels per PDF point (96 dpi / 72 dpi): a PDF plan at 100 % is its printed size on a normal screen. */
export const CSS_PX_PER_POINT = 96 / 72;

/** What the viewer draws: a plan's size and its parts at a level of detail, each into a canvas of its own. */
export interface PlanSource {
  /** Plan units: an image's pixels, a PDF page's size in CSS pixels at 96 dpi. */
  readonly size: Size;
  /** The highest useful level of detail (device pixels per plan unit): 1 for an image, unbounded for a PDF. */
  readonly maxLevel: number;
  /** The side of a tile (device pixels; TILE_SIZE when absent). */
  readonly tileSize?: number;
  /** The pages of a PDF (the source shows one of them); 1 for an image. */
  readonly pageCount: number;
  /** The page shown (1 = the first); 1 for an image. */
  readonly page: number;
  /** Draws `tile` into `canvas` (sized by the caller); rejects with an AbortError once `signal` aborts. */
  drawTile(tile: Tile, canvas: HTMLCanvasElement, signal: AbortSignal): Promise<void>;
  /** Draws the whole plan into `canvas`, sized to overviewSize(size). */
  drawOverview(canvas: HTMLCanvasElement, signal: AbortSignal): Promise<void>;
  /** Lets go of the decoded image or the PDF page. */
  close(): void;
}

/** Whether the viewer shows a file of this content type. */
export function isPlanContentType(contentType: string): boolean {
  return contentType === 'application/pdf' || /^image\/(png|jpeg|webp|gif|bmp)$/.test(contentType);
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('Canvas nicht verfügbar');
  return context;
}

function abortIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw new DOMException('Abgebrochen', 'AbortError');
}

/**
 * A raster plan: decoded once (createImageBitmap, off the main thread), with a half and a quarter size copy made
 * from it so that a tile at low zoom reads few pixels. Tiles are drawn from the smallest copy that still has the
 * detail asked for.
 */
export async function openImagePlan(blob: Blob): Promise<PlanSource> {
  const full = await createImageBitmap(blob);
  const size = { width: full.width, height: full.height };
  const copies = new Map<number, Promise<ImageBitmap>>([[1, Promise.resolve(full)]]);
  const copy = (factor: number): Promise<ImageBitmap> => {
    let made = copies.get(factor);
    if (!made) {
      made = createImageBitmap(full, {
        resizeWidth: Math.max(1, Math.round(size.width * factor)),
        resizeHeight: Math.max(1, Math.round(size.height * factor)),
        resizeQuality: 'medium',
      });
      copies.set(factor, made);
    }
    return made;
  };
  const sourceFor = (level: number) => {
    if (level <= 0.25) return { factor: 0.25, bitmap: copy(0.25) };
    if (level <= 0.5) return { factor: 0.5, bitmap: copy(0.5) };
    return { factor: 1, bitmap: copy(1) };
  };
  return {
    size,
    maxLevel: 1,
    pageCount: 1,
    page: 1,
    async drawTile(tile, canvas, signal) {
      const { factor, bitmap } = sourceFor(tile.level);
      const source = await bitmap;
      abortIfAborted(signal);
      const context = context2d(canvas);
      context.imageSmoothingQuality = 'medium';
      context.drawImage(
        source,
        tile.x * factor,
        tile.y * factor,
        tile.width * factor,
        tile.height * factor,
        0,
        0,
        tile.pixelWidth,
        tile.pixelHeight,
      );
    },
    async drawOverview(canvas, signal) {
      const target = overviewSize(size);
      const source = await copy(target.width / size.width <= 0.25 ? 0.25 : 0.5);
      abortIfAborted(signal);
      const context = context2d(canvas);
      context.imageSmoothingQuality = 'medium';
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
    },
    close() {
      for (const made of copies.values()) void made.then((bitmap) => bitmap.close());
    },
  };
}

async function renderPart(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  scale: number,
  offset: { x: number; y: number },
  signal: AbortSignal,
) {
  abortIfAborted(signal);
  const viewport = page.getViewport({ scale, offsetX: -offset.x, offsetY: -offset.y });
  const task = page.render({ canvas, viewport, background: '#ffffff' });
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'RenderingCancelledException') {
      throw new DOMException('Abgebrochen', 'AbortError');
    }
    throw error;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * Tiles of a PDF are larger than an image's: pdf.js runs the page's whole drawing for each tile (the canvas clips
 * it), so a few large tiles are drawn much sooner than many small ones.
 */
export const PDF_TILE_SIZE = 1024;

/**
 * A PDF plan: one page of it (`pageNumber`, 1 = the first; a page past the end shows the last, so a plan set of
 * several sheets can be opened sheet by sheet), rendered by pdf.js per tile with the page's viewport moved so the
 * tile's part lands in the tile's canvas. Vector content stays sharp at every level.
 */
export async function openPdfPlan(blob: Blob, pageNumber = 1): Promise<PlanSource> {
  const pdf = await openPdf(blob);
  const shown = Math.min(Math.max(1, Math.trunc(pageNumber) || 1), pdf.numPages);
  const page = await pdf.getPage(shown);
  const natural = page.getViewport({ scale: CSS_PX_PER_POINT });
  const size = { width: natural.width, height: natural.height };
  return {
    size,
    maxLevel: Number.POSITIVE_INFINITY,
    tileSize: PDF_TILE_SIZE,
    pageCount: pdf.numPages,
    page: shown,
    drawTile: (tile, canvas, signal) =>
      renderPart(
        page,
        canvas,
        tile.level * CSS_PX_PER_POINT,
        { x: tile.x * tile.level, y: tile.y * tile.level },
        signal,
      ),
    drawOverview: (canvas, signal) =>
      renderPart(page, canvas, (canvas.width / size.width) * CSS_PX_PER_POINT, { x: 0, y: 0 }, signal),
    close() {
      page.cleanup();
    },
  };
}

/** Starts loading what opens a plan of `contentType` (pdf.js for a PDF), so it is ready when the content is. */
export function preloadPlanEngine(contentType: string): void {
  if (contentType === 'application/pdf') void import('pdfjs-dist').catch(() => undefined);
}

/** The plan in `blob`: a PDF (its page `page`) or an image, by its content type. */
export function openPlan(blob: Blob, contentType: string, page = 1): Promise<PlanSource> {
  return contentType === 'application/pdf' ? openPdfPlan(blob, page) : openImagePlan(blob);
}
