/** The kinds of file the list tells apart by icon. */
export type FileKind = 'image' | 'pdf' | 'text' | 'spreadsheet' | 'gaeb' | 'other';

const SPREADSHEET_TYPES = new Set([
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

const TEXT_TYPES = new Set(['application/json', 'application/xml', 'application/rtf']);

/** GAEB exchange files: DA XML (.x31, .x80-.x97), GAEB 90/2000 (.d81-.d86, .p81-.p86). */
const GAEB_EXTENSION = /\.(x31|x8\d|x9\d|d8[1-6]|p8[1-6])$/i;

/** Types the server shows in the browser (`disposition=inline`): raster images and PDF, nothing that runs. */
const PREVIEW_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
]);

/**
 * The kind of a file from its detected content type; the name only tells GAEB files apart, which are XML or
 * plain text by content.
 */
export function fileKindOf(contentType: string, name: string): FileKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (GAEB_EXTENSION.test(name) && (type === 'application/xml' || type === 'text/plain')) return 'gaeb';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (SPREADSHEET_TYPES.has(type)) return 'spreadsheet';
  if (type.startsWith('text/') || TEXT_TYPES.has(type)) return 'text';
  return 'other';
}

/** Whether the browser can show the file in the preview dialog (an image or a PDF the server serves inline). */
export function canPreview(contentType: string): boolean {
  return PREVIEW_TYPES.has(contentType.toLowerCase());
}

/** Files that may be incoming e-invoices: XML (XRechnung CII / UBL) and PDF (ZUGFeRD / Factur-X), GAEB excepted. */
export function mayBeEInvoice(contentType: string, name: string): boolean {
  const kind = fileKindOf(contentType, name);
  return kind === 'pdf' || (kind === 'text' && /xml/i.test(contentType));
}
