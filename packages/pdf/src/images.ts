import type { Background } from '@vendoc/contract/document-templates';
import type { ImageBox, LayoutPage } from '@vendoc/designer/layout-types';
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFDocument,
  type PDFEmbeddedPage,
  type PDFImage,
} from 'pdf-lib';
import { PT_PER_MM, type PageCanvas } from './page-canvas';

/** Image and letterhead files by id, and the company's logo. */
export interface ImageAssets {
  companyLogo?: Uint8Array | null;
  files?: Readonly<Record<string, Uint8Array>>;
}

/** What a file holds, from its first bytes: the kinds the renderer can place. */
export function fileKind(bytes: Uint8Array): 'png' | 'jpeg' | 'pdf' | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return null;
}

/** Bytes of a data value: a Uint8Array, or a data: URL with base64 content (e.g. a captured signature). */
function dataBytes(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value;
  if (typeof value !== 'string') return null;
  const match = /^data:[\w/+.-]+;base64,(.*)$/s.exec(value);
  if (!match?.[1]) return null;
  try {
    return Uint8Array.from(atob(match[1]), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

type EmbeddedBackground = { kind: 'image'; object: PDFImage } | { kind: 'page'; object: PDFEmbeddedPage };

/** The identity of an image source: the logo, a file id, or the data value itself (a string or its bytes). */
function sourceKey(source: ImageBox['source']): unknown {
  if (source.type === 'companyLogo') return 'logo';
  if (source.type === 'file') return `file:${source.fileId}`;
  return source.value;
}

/**
 * The document's images and letterhead pages, each embedded once and placed on every page that shows it. Files
 * that are missing or of another kind are left out (the server refuses them at upload).
 */
export class EmbeddedImages {
  private readonly images = new Map<unknown, PDFImage>();
  private readonly backgrounds = new Map<string, EmbeddedBackground>();

  private constructor(private readonly document: PDFDocument) {}

  /** Embeds every image and background the pages use. */
  static async embed(document: PDFDocument, pages: readonly LayoutPage[], assets: ImageAssets) {
    const store = new EmbeddedImages(document);
    const file = (fileId: string) => assets.files?.[fileId] ?? null;
    for (const page of pages) {
      if (page.background) await store.embedBackground(page.background, file(page.background.fileId));
      for (const box of page.boxes) {
        if (box.type !== 'image') continue;
        const { source } = box;
        const key = sourceKey(source);
        if (store.images.has(key)) continue;
        const bytes =
          source.type === 'companyLogo'
            ? (assets.companyLogo ?? null)
            : source.type === 'file'
              ? file(source.fileId)
              : dataBytes(source.value);
        const image = bytes ? await store.embedImage(bytes) : null;
        if (image) store.images.set(key, image);
      }
    }
    return store;
  }

  /** The image embedded, or null for bytes that are no PNG or JPEG, or one that cannot be decoded (left out). */
  private async embedImage(bytes: Uint8Array): Promise<PDFImage | null> {
    const kind = fileKind(bytes);
    try {
      if (kind === 'png') return await this.document.embedPng(bytes);
      if (kind === 'jpeg') return await this.document.embedJpg(bytes);
    } catch {
      // A damaged image (a truncated upload, a signature some client drew wrongly) must not stop the document.
      return null;
    }
    return null;
  }

  private async embedBackground(background: Background, bytes: Uint8Array | null) {
    const key = background.type === 'pdf' ? `${background.fileId}#${background.page}` : background.fileId;
    if (!bytes || this.backgrounds.has(key)) return;
    if (background.type === 'image') {
      const image = await this.embedImage(bytes);
      if (image) this.backgrounds.set(key, { kind: 'image', object: image });
      return;
    }
    if (fileKind(bytes) !== 'pdf') return;
    const source = await this.document.embedPdf(bytes, [background.page - 1]).catch(() => []);
    const [page] = source;
    if (page) this.backgrounds.set(key, { kind: 'page', object: page });
  }

  /** Draws a page's background stretched over the whole page. */
  drawBackground(canvas: PageCanvas, page: LayoutPage): void {
    const { background } = page;
    if (!background) return;
    const key = background.type === 'pdf' ? `${background.fileId}#${background.page}` : background.fileId;
    const entry = this.backgrounds.get(key);
    if (!entry) return;
    const { object } = entry;
    const width = page.width * PT_PER_MM;
    const height = page.height * PT_PER_MM;
    // an embedded page's form draws in its own units (its width x height), an image in the unit square
    const [scaleX, scaleY] =
      entry.kind === 'page' ? [width / object.width, height / object.height] : [width, height];
    canvas.push(
      pushGraphicsState(),
      concatTransformationMatrix(scaleX, 0, 0, scaleY, 0, 0),
      drawObject(canvas.objectName(object.ref)),
      popGraphicsState(),
    );
  }

  /** Draws an image box: contain (centred), cover (centred, clipped to the box) or stretch. */
  drawImage(canvas: PageCanvas, box: ImageBox): void {
    const image = this.images.get(sourceKey(box.source));
    if (!image || box.width <= 0 || box.height <= 0) return;
    let width = box.width;
    let height = box.height;
    if (box.fit !== 'stretch') {
      const scale = (box.fit === 'contain' ? Math.min : Math.max)(
        box.width / image.width,
        box.height / image.height,
      );
      width = image.width * scale;
      height = image.height * scale;
    }
    const left = (box.width - width) / 2;
    const top = (box.height - height) / 2;
    canvas.inFrame(box, (at) => {
      canvas.push(pushGraphicsState());
      if (box.fit === 'cover') {
        const [x, y] = at(0, box.height);
        canvas.push(rectangle(x, y, box.width * PT_PER_MM, box.height * PT_PER_MM), clip(), endPath());
      }
      const [x, y] = at(left, top + height);
      canvas.push(
        concatTransformationMatrix(width * PT_PER_MM, 0, 0, height * PT_PER_MM, x, y),
        drawObject(canvas.objectName(image.ref)),
        popGraphicsState(),
      );
    });
  }
}
