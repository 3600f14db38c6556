// Per-line text decoding. DATANORM is specified as CP850 (DOS), but real files are also written as UTF-8 (and a
// few mix both, e.g. concatenated parts). Deciding per line keeps the decision stream-safe: a line is complete
// before it is decoded, so a multi-byte character split across two chunks is never decoded half.
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

const utf8Decoder = new TextDecoder('utf-8');

/** How a line was decoded. */
export type LineEncoding = 'ascii' | 'utf-8' | 'cp850';

/** Decodes bytes[start, end) as CP850 (IBM code page 850, DOS Western Europe). */
export function decodeCp850(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start), 'cp850');
}

/** True when bytes[start, end) is well-formed UTF-8 (Node's native check: no exception per CP850 line). */
export function isValidUtf8(bytes: Uint8Array, start = 0, end = bytes.length): boolean {
  return isUtf8(bytes.subarray(start, end));
}

/** Which encoding `decodeLine` uses for bytes[start, end). */
export function detectLineEncoding(bytes: Uint8Array, start = 0, end = bytes.length): LineEncoding {
  let i = start;
  while (i < end && bytes[i]! < 0x80) i++;
  if (i === end) return 'ascii';
  return isValidUtf8(bytes, i, end) ? 'utf-8' : 'cp850';
}

/** Decodes one line: as UTF-8 when it is well-formed UTF-8 (plain ASCII included), otherwise as CP850. */
export function decodeLine(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return detectLineEncoding(bytes, start, end) === 'cp850'
    ? decodeCp850(bytes, start, end)
    : utf8Decoder.decode(bytes.subarray(start, end));
}
