// Pure TypeScript, no Buffer: usable in the browser as well as on the server.
import { decodeXmlBytes } from '../encoding';

/** The decoded text of a GAEB 2000 file and the encoding used. */
export interface DecodedGaeb2000 {
  text: string;
  /** The encoding used: "windows-1252", "utf-8" (WHATWG names) or "ibm437" (code page 437, which WHATWG lacks). */
  encoding: string;
  /** German notes on what was tolerated (a declared encoding the bytes do not follow, …). */
  warnings: string[];
  /** The [Zeichensatz] as written, null when the file does not declare one. */
  declared: string | null;
}

// Code page 437 ("OEM", the DOS character set some AVA programs of the 1990s still write), bytes 0x80-0xFF.
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const CP437: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte < 0x80 ? String.fromCharCode(byte) : (CP437_HIGH[byte - 0x80] ?? ''),
);

const utf16 = new TextDecoder('utf-16le');
const CHUNK = 1 << 20;

/** Decodes a single-byte code page by its table: bytes to UTF-16 code units, decoded in chunks of 1 MB. */
const unitsOf = new WeakMap<readonly string[], Uint16Array>();

function decodeTable(bytes: Uint8Array, table: readonly string[]): string {
  let units = unitsOf.get(table);
  if (units === undefined) {
    units = Uint16Array.from(table, (char) => char.charCodeAt(0));
    unitsOf.set(table, units);
  }
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const chunk = bytes.subarray(start, Math.min(bytes.length, start + CHUNK));
    const out = new Uint16Array(chunk.length);
    for (let i = 0; i < chunk.length; i++) out[i] = units[chunk[i] ?? 0] ?? 0;
    parts.push(utf16.decode(out));
  }
  return parts.join('');
}

const DECLARED_1252 = '<?xml version="1.0" encoding="windows-1252"?>';

/**
 * The 256 characters of Windows-1252, taken once from the package's XML decoder (encoding.ts): Node's TextDecoder
 * reads this label as Latin-1 in some versions, losing "€", "–" and the other characters of 0x80-0x9F.
 */
export const WINDOWS_1252: readonly string[] = [
  ...decodeXmlBytes(
    Uint8Array.from(
      [...DECLARED_1252].map((c) => c.charCodeAt(0)).concat(Array.from({ length: 256 }, (_, i) => i)),
    ),
  ).text.slice(DECLARED_1252.length),
];

const windows1252 = (bytes: Uint8Array): string => decodeTable(bytes, WINDOWS_1252);

/** Decodes bytes in the code page a GAEB 2000 text names ("ANSI"/1252, "OEM"/437, UTF-8); null when unknown. */
export function decodeCodePage(bytes: Uint8Array, codePage: 'ansi' | 'oem' | 'utf-8'): string {
  if (codePage === 'oem') return decodeTable(bytes, CP437);
  if (codePage === 'utf-8') return new TextDecoder('utf-8').decode(bytes);
  return windows1252(bytes);
}

const DECLARATION = /\[Zeichensatz\]([^[\r\n]{0,40})\[end\]/i;

/** The code page a [Zeichensatz] value names, or null when it names none VenDoc knows. */
export function codePageOf(declared: string): 'ansi' | 'oem' | 'utf-8' | null {
  const label = declared.trim().toLowerCase().replace(/[\s_]/g, '');
  if (/^(ansi|windows-?1252|cp-?1252|iso-?8859-?1|latin-?1|ascii|us-ascii)$/.test(label)) return 'ansi';
  if (/^(oem|dos|ibm-?437|cp-?437|437)$/.test(label)) return 'oem';
  if (/^utf-?8$/.test(label)) return 'utf-8';
  return null;
}

const ENCODING_NAMES = { ansi: 'windows-1252', oem: 'ibm437', 'utf-8': 'utf-8' } as const;

/**
 * Decodes a GAEB 2000 file: a UTF-8 byte order mark wins; otherwise the [Zeichensatz] of GAEBInfo decides (ANSI =
 * Windows-1252, which ISO-8859-1 is read as, like browsers do; OEM = code page 437; UTF-8), and a file without one
 * is read as Windows-1252, the format's default. A file declared UTF-8 that is not valid UTF-8 and an unknown
 * [Zeichensatz] are read as Windows-1252 with a warning.
 */
export function decodeGaeb2000Bytes(bytes: Uint8Array): DecodedGaeb2000 {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    try {
      return {
        text: new TextDecoder('utf-8', { fatal: true }).decode(body),
        encoding: 'utf-8',
        warnings: [],
        declared: null,
      };
    } catch {
      return {
        text: windows1252(body),
        encoding: 'windows-1252',
        warnings: [
          'Die Datei beginnt mit einer UTF-8-Kennung, ist aber kein gültiges UTF-8; sie wurde als Windows-1252 gelesen.',
        ],
        declared: null,
      };
    }
  }
  const head = windows1252(bytes.subarray(0, 4096));
  const declared = DECLARATION.exec(head)?.[1]?.trim() ?? null;
  const warnings: string[] = [];
  let codePage: 'ansi' | 'oem' | 'utf-8' = 'ansi';
  if (declared !== null) {
    const known = codePageOf(declared);
    if (known === null) {
      warnings.push(
        `Zeichensatz „${declared.slice(0, 40)}“ ist unbekannt; die Datei wurde als Windows-1252 gelesen.`,
      );
    } else {
      codePage = known;
    }
  }
  if (codePage === 'utf-8') {
    try {
      return {
        text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
        encoding: 'utf-8',
        warnings,
        declared,
      };
    } catch {
      warnings.push('Die Datei ist nicht gültiges UTF-8 wie angegeben; sie wurde als Windows-1252 gelesen.');
      codePage = 'ansi';
    }
  }
  return { text: decodeCodePage(bytes, codePage), encoding: ENCODING_NAMES[codePage], warnings, declared };
}
