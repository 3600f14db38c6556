import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, notFound } from './http-problem';
import { BlobNotFoundError, type FileStorage } from '../storage/file-storage';
import { contentDisposition } from './file-name';
import { parseRange } from './http-range';

/**
 * The CSP of every stored file's response: nothing runs, nothing loads, the document is sandboxed (a unique
 * origin, no scripts, no forms), so even an HTML or SVG file opened directly cannot act as the app. Chromium's
 * PDF viewer still renders a PDF under this policy, in a frame or opened directly (checked with Chromium 1xx:
 * see docs/decisions). `frame-ancestors` lets the app's own pages show previews in an <iframe>.
 */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    'sandbox allow-downloads',
  ].join('; ');
}

export interface StoredContent {
  sha256: string;
  contentType: string;
  /** The name for Content-Disposition. */
  fileName: string;
  disposition: 'inline' | 'attachment';
  lastModified: Date;
  cacheControl: string;
  /** Extra origins allowed to frame the content (the configured CORS origins). */
  frameAncestors: string[];
}

const etagOf = (sha256: string) => `"${sha256}"`;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The 404 of a file whose row exists but whose stored content is gone. */
export const CONTENT_MISSING = 'Der Inhalt der Datei fehlt auf dem Server.';
/**
 * Streams stored content with the headers a browser needs to cache, preview or download it safely: 200, 206
 * for a single `Range`, 304 for a matching If-None-Match, 416 for a range beyond the end.
 */
export async function sendStoredContent(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  content: StoredContent,
): Promise<FastifyReply> {
  const stat = await storage.stat(content.sha256);
  if (stat == null) {
    request.log.error({ sha256: content.sha256 }, 'stored content missing');
    throw notFound(CONTENT_MISSING);
  }
  const etag = etagOf(content.sha256);
  // The site-wide DENY would stop the app's own preview frames; frame-ancestors in the CSP decides instead.
  reply.removeHeader('x-frame-options');
  reply.headers({
    'content-security-policy': contentSecurityPolicy(content.frameAncestors),
    'x-content-type-options': 'nosniff',
    'cache-control': content.cacheControl,
    etag,
    'last-modified': content.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
  });
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const wanted = parseRange(rangeHeader, stat.size);
  if (wanted.kind === 'unsatisfiable') {
    throw new HttpProblem({
      status: 416,
      type: 'range-not-satisfiable',
      title: 'Range Not Satisfiable',
      detail: `The file has ${stat.size} bytes.`,
      headers: { 'content-range': `bytes */${stat.size}` },
    });
  }
  const range = wanted.kind === 'partial' ? wanted.range : undefined;
  let stream;
  try {
    stream = await storage.get(content.sha256, range);
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw notFound(CONTENT_MISSING);
    throw error;
  }
  reply
    .type(content.contentType)
    .header('content-disposition', contentDisposition(content.fileName, content.disposition));
  if (range === undefined) return reply.code(200).header('content-length', String(stat.size)).send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(stream);
}
