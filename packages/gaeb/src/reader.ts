import { decodeXmlBytes, type DecodedXml } from './encoding';
import { GaebReadError, gaebError, type GaebWarning } from './errors';
import type { GaebDocument } from './model';
import { ReadContext } from './read/context';
import { parseXml, parseXmlAsync, type ParsedXml } from './read/parse-xml';
import { readDocument } from './read/read-document';
import { germanCount } from './read/wording';

/** Limits for untrusted input. */
export interface ReadGaebOptions {
  /** Largest accepted input in bytes (characters for string input). Default 200 MB. */
  maxBytes?: number;
  /** Deepest accepted element nesting. Default 64 (real GAEB files stay below 40). */
  maxDepth?: number;
}

/** The model and what was tolerated while reading. */
export interface ReadGaebResult {
  document: GaebDocument;
  /** Source encoding actually used ("utf-8", "windows-1252", …; "string" for string input). */
  encoding: string;
  warnings: GaebWarning[];
}

/** Default size limit: 200 MB. */
export const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;
/** Default nesting limit. */
export const DEFAULT_MAX_DEPTH = 64;

/**
 * Reads a GAEB DA XML file (versions 3.1, 3.2, 3.3; phases X80 to X89) into the typed model. Bytes are decoded
 * from the declared encoding (UTF-8, ISO-8859-1, Windows-1252, BOM); a string is taken as already decoded.
 * Throws GaebReadError naming element, line and column when the file is not acceptable: too large, too deep,
 * with a DOCTYPE (entity declarations), not well-formed, not GAEB, or missing what the model cannot do without
 * (item IDs and RNoParts, the exchange phase) or with values that are not what they must be (decimals, flags).
 * Characters XML forbids (NUL, control characters, unpaired surrogates) are removed and every text is bounded
 * (text-bounds.ts: a name or short text 2,000 characters, a long text 64,000), each with a warning.
 */
export function readGaeb(input: Uint8Array | string, options: ReadGaebOptions = {}): ReadGaebResult {
  const decoded = decodeInput(input, options);
  const parsed = parseXml(decoded.text, { maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH });
  return readParsed(parsed, decoded);
}

/**
 * `readGaeb` for servers: the XML is parsed in chunks with `pause()` awaited between them (e.g. a setImmediate
 * promise), so other requests are served while a large file is read. Same result and errors.
 */
export async function readGaebAsync(
  input: Uint8Array | string,
  pause: () => Promise<void>,
  options: ReadGaebOptions = {},
): Promise<ReadGaebResult> {
  const decoded = decodeInput(input, options);
  await pause();
  const parsed = await parseXmlAsync(
    decoded.text,
    { maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH },
    pause,
  );
  await pause();
  return readParsed(parsed, decoded);
}

/** A size for messages: "200 MB", "5,8 KB", "900 Byte" (binary units, as limits are configured). */
function sizeText(bytes: number): string {
  const [size, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'MB']
      : bytes >= 1024
        ? [bytes / 1024, 'KB']
        : [bytes, 'Byte'];
  return `${size.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${unit}`;
}

function decodeInput(input: Uint8Array | string, options: ReadGaebOptions): DecodedXml {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (input.length > maxBytes) {
    throw gaebError('size-limit', `Die Datei ist größer als erlaubt (höchstens ${sizeText(maxBytes)})`);
  }
  return typeof input === 'string'
    ? { text: input, encoding: 'string', warnings: [] }
    : decodeXmlBytes(input);
}

function readParsed(
  parsed: ParsedXml,
  decoded: { encoding: string; warnings: readonly string[] },
): ReadGaebResult {
  const ctx = new ReadContext(parsed.positions);
  const document = readDocument(ctx, parsed.root, parsed.namespace);
  if (ctx.issues.length > 0) throw new GaebReadError(ctx.issues);
  const warnings: GaebWarning[] = decoded.warnings.map((message) => ({ message }));
  if (parsed.removedCharacters !== null) {
    const { count, line } = parsed.removedCharacters;
    warnings.push({
      message:
        `${germanCount(count)} ${count === 1 ? 'Zeichen, das XML nicht erlaubt, wurde' : 'Zeichen, die XML nicht erlaubt, wurden'} ` +
        'entfernt (Nullzeichen, Steuerzeichen oder einzelne Surrogate)',
      line,
    });
  }
  warnings.push(...parsed.warnings);
  if (parsed.repairedAmpersandLine !== null) {
    warnings.push({
      message: 'Ein einzelnes „&“ wurde als Zeichen gelesen (in XML richtig: „&amp;“)',
      line: parsed.repairedAmpersandLine,
    });
  }
  warnings.push(...ctx.warnings);
  return { document, encoding: decoded.encoding, warnings };
}
