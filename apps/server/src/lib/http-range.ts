import type { ByteRange } from '../storage/file-storage';

export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * What to send for a `Range` header (RFC 9110 section 14) of a representation of `size` bytes: the full content
 * when there is no header, it is not a single byte range (several ranges or a syntax error may be ignored), or
 * the content is served whole anyway; one inclusive range for `bytes=a-b`, `bytes=a-` and `bytes=-n`;
 * unsatisfiable (416) when the range starts beyond the end or asks for the last 0 bytes.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (match == null) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
