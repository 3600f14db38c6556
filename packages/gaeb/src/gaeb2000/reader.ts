/**
 * GAEB 2000 (P81 … P86) into the GAEB DA XML model: an import of a P83 gives the same tree, texts and numbers as
 * the import of the same bill of quantities as X83. See docs/decisions/0034-gaeb2000-reader.md for the tags read.
 */
import { GaebReadError, type GaebIssue, type GaebWarning } from '../errors';
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, type ReadGaebOptions, type ReadGaebResult } from '../reader';
import { removeForbiddenCharacters } from '../text-bounds';
import { Gaeb2000Context } from './context';
import { decodeGaeb2000Bytes, type DecodedGaeb2000 } from './decode';
import { parseGaeb2000, SyntaxProblem, type ParsedGaeb2000 } from './parse';
import { readGaeb2000Document } from './read-document';

/** "Zeile 40, [Menge]: „12,5x“ ist keine Zahl". */
export function describeIssue(issue: GaebIssue): string {
  const where = [issue.line === null ? null : `Zeile ${issue.line}`, issue.element]
    .filter(Boolean)
    .join(', ');
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/**
 * The refusal of a GAEB 2000 file: a GaebReadError (same codes and issues as for XML) whose message is German and
 * names line and block or tag of the first problem, e.g. "Zeile 40, [Menge]: „12,5x“ ist keine Zahl".
 */
export class Gaeb2000ReadError extends GaebReadError {
  constructor(issues: readonly GaebIssue[]) {
    super(issues);
    const first = this.issues[0];
    const more = this.issues.length - 1;
    this.message = `${first ? describeIssue(first) : 'unbekanntes Problem'}${
      more > 0 ? ` (und ${more} weitere${more === 1 ? 's Problem' : ' Probleme'})` : ''
    }`;
  }
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * True when the bytes look like GAEB 2000: after an optional UTF-8 byte order mark and white space, the file
 * starts with `#begin[GAEB]` (any case). For format detection before choosing a reader.
 */
export function looksLikeGaeb2000(bytes: Uint8Array): boolean {
  let at = BOM.every((byte, i) => bytes[i] === byte) ? 3 : 0;
  while (at < bytes.length && at < 4096 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at++;
  const head = String.fromCharCode(...bytes.subarray(at, at + 12));
  return head.toLowerCase() === '#begin[gaeb]';
}

function decodeInput(input: Uint8Array | string, options: ReadGaebOptions): DecodedGaeb2000 {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (input.length > maxBytes) {
    throw new Gaeb2000ReadError([
      {
        code: 'size-limit',
        message: `die Datei ist größer als die Grenze von ${maxBytes} Bytes`,
        element: null,
        line: null,
        column: null,
      },
    ]);
  }
  return typeof input === 'string'
    ? { text: input, encoding: 'string', warnings: [], declared: null }
    : decodeGaeb2000Bytes(input);
}

function parse(
  decoded: DecodedGaeb2000,
  options: ReadGaebOptions,
): ParsedGaeb2000 & { removed: GaebWarning | null } {
  const cleaned = removeForbiddenCharacters(decoded.text);
  const { removed } = cleaned;
  try {
    return {
      ...parseGaeb2000(cleaned.text, options.maxDepth ?? DEFAULT_MAX_DEPTH),
      removed:
        removed === null
          ? null
          : {
              message: `${removed.count} unzulässige Steuerzeichen (NUL, Steuerzeichen) entfernt`,
              line: removed.line,
            },
    };
  } catch (error) {
    if (error instanceof SyntaxProblem) throw new Gaeb2000ReadError([error.issue]);
    throw error;
  }
}

function readParsed(parsed: ReturnType<typeof parse>, decoded: DecodedGaeb2000): ReadGaebResult {
  const ctx = new Gaeb2000Context();
  const document = readGaeb2000Document(ctx, parsed.root);
  const issues = [...parsed.issues, ...ctx.issues];
  if (issues.length > 0) throw new Gaeb2000ReadError(issues.slice(0, 50));
  const warnings: GaebWarning[] = decoded.warnings.map((message) => ({ message }));
  if (parsed.removed !== null) warnings.push(parsed.removed);
  warnings.push(...parsed.warnings, ...ctx.warnings);
  return { document, encoding: decoded.encoding, warnings };
}

/**
 * Reads a GAEB 2000 file (P81 … P86) into the GAEB DA XML model. Bytes are decoded as the file's [Zeichensatz]
 * says (Windows-1252 by default; `encoding` reports what was used); a string is taken as already decoded.
 * Throws Gaeb2000ReadError (a GaebReadError) with a German message naming line and block or tag when the file is
 * too large, not GAEB 2000, broken (a block not closed, a field without [end]) or has values that are not what
 * they must be (numbers, Ja/Nein, an OZ, the exchange phase). Texts are bounded as for XML (text-bounds.ts).
 */
export function readGaeb2000(input: Uint8Array | string, options: ReadGaebOptions = {}): ReadGaebResult {
  const decoded = decodeInput(input, options);
  return readParsed(parse(decoded, options), decoded);
}

/**
 * `readGaeb2000` for servers: `pause()` is awaited between decoding, parsing and reading, so other requests are
 * served in between. Same result and errors.
 */
export async function readGaeb2000Async(
  input: Uint8Array | string,
  pause: () => Promise<void>,
  options: ReadGaebOptions = {},
): Promise<ReadGaebResult> {
  const decoded = decodeInput(input, options);
  await pause();
  const parsed = parse(decoded, options);
  await pause();
  return readParsed(parsed, decoded);
}
