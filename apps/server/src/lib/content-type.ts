import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** How much of an upload's beginning is kept for type detection (Office files need a few zip entries). */
export const DETECTION_HEAD_BYTES = 64 * 1024;

export const OCTET_STREAM = 'application/octet-stream';

/**
 * Text formats have no magic bytes: they are recognised by extension, but only when the content looks like text.
 * GAEB DA XML (X31, X8x, X9x) is XML; GAEB 90 and GAEB 2000 (D8x, P8x) are fixed-width text.
 */
const TEXT_TYPES_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  dxf: 'image/vnd.dxf',
  ifc: 'application/x-step',
  x31: 'application/xml',
  ...Object.fromEntries(
    ['80', '81', '82', '83', '84', '85', '86', '89', '93', '94', '96', '97'].map((phase) => [
      `x${phase}`,
      'application/xml',
    ]),
  ),
  ...Object.fromEntries(
    ['81', '82', '83', '84', '85', '86'].flatMap((phase) => [
      [`d${phase}`, 'text/plain'],
      [`p${phase}`, 'text/plain'],
    ]),
  ),
};

/** Types a browser may show in the page (preview): raster images and PDF, never anything that runs scripts. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
]);

/** Whether a file of this (detected) type may be served `inline` for a preview. */
export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type of a file from its first bytes (`head`); the name only decides between text formats, which
 * have no magic bytes, and only when the head contains no NUL byte. The client's claimed type is never used:
 * a PNG named `.txt` is image/png, a text named `.png` is application/octet-stream.
 */
export async function detectContentType(head: Uint8Array, fileName: string): Promise<string> {
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (detected) return detected.mime;
  const byExtension = TEXT_TYPES_BY_EXTENSION[extensionOf(fileName)];
  if (byExtension !== undefined && !head.includes(0)) return byExtension;
  return OCTET_STREAM;
}

/** A pass-through stream that keeps a copy of the first `limit` bytes (for detectContentType). */
export function createHeadCapture(limit = DETECTION_HEAD_BYTES): { stream: Transform; head: () => Buffer } {
  const chunks: Buffer[] = [];
  let captured = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < limit) {
        const part = chunk.subarray(0, limit - captured);
        chunks.push(Buffer.from(part));
        captured += part.length;
      }
      callback(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}
