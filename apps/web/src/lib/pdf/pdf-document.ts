import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

let library: Promise<typeof PdfJs> | null = null;

/**
 * pdf.js, loaded on first use only (the designer's letterhead backgrounds), with its worker from the build's own
 * assets (Vite `?url`; the CSP's `worker-src 'self'` allows it, and the service worker does not precache `.mjs`).
 */
function loadLibrary(): Promise<typeof PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return library;
}

const opened = new WeakMap<Blob, Promise<PDFDocumentProxy>>();

/** The PDF in `blob`, parsed once per blob (the canvas and the background section share it). */
export function openPdf(blob: Blob): Promise<PDFDocumentProxy> {
  let document = opened.get(blob);
  if (!document) {
    // No eval: the server's CSP forbids it, and pdf.js draws fonts without it just as well.
    document = Promise.all([loadLibrary(), blob.arrayBuffer()]).then(
      ([pdfjs, bytes]) => pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise,
    );
    opened.set(blob, document);
  }
  return document;
}

/** A running page render that can be stopped (the zoom changed, the page went). */
export interface PageRendering {
  readonly done: Promise<void>;
  cancel(): void;
}

/**
 * Draws page `pageNumber` (1-based, clamped to the document) of `pdf` on `canvas`, `width` CSS pixels wide at the
 * screen's pixel density (the canvas's CSS size stretches it over the page, as the PDF renderer does).
 */
export function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
): PageRendering {
  let cancelled = false;
  let stop = () => {
    cancelled = true;
  };
  const done = pdf.getPage(Math.min(Math.max(pageNumber, 1), pdf.numPages)).then(async (page) => {
    if (cancelled) return;
    const density = window.devicePixelRatio || 1;
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width * density) / natural.width });
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    const task = page.render({ canvas, viewport });
    stop = () => task.cancel();
    await task.promise.catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'RenderingCancelledException')) throw error;
    });
  });
  return { done, cancel: () => stop() };
}
