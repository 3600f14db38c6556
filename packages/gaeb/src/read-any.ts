import { looksLikeGaeb2000, readGaeb2000Async } from './gaeb2000/reader';
import { looksLikeGaeb90, readGaeb90Async } from './gaeb90/reader';
import { readGaebAsync, type ReadGaebOptions, type ReadGaebResult } from './reader';

/** The GAEB formats read: DA XML (X8x), GAEB 2000 (P8x, tagged text) and GAEB 90 (D8x, 80-character records). */
export type GaebFormat = 'xml' | 'gaeb2000' | 'gaeb90';

/** The formats' names as users know them. */
export const GAEB_FORMAT_NAMES: Readonly<Record<GaebFormat, string>> = {
  xml: 'GAEB DA XML',
  gaeb2000: 'GAEB 2000',
  gaeb90: 'GAEB 90',
};

/** The file name endings of the three formats, phases 81 to 86 (the file picker offers them). */
export const GAEB_FILE_EXTENSIONS: readonly string[] = ['X', 'P', 'D'].flatMap((letter) =>
  ['81', '82', '83', '84', '85', '86'].map((phase) => `.${letter}${phase}`),
);

/**
 * Which format the bytes are, by their content (never by the file name, which users rename): GAEB 2000 starts with
 * `#begin[GAEB]`, GAEB 90 with its opening record 00; everything else is read as DA XML (whose reader refuses what
 * is none with its reason).
 */
export function gaebFormatOf(bytes: Uint8Array): GaebFormat {
  if (looksLikeGaeb2000(bytes)) return 'gaeb2000';
  if (looksLikeGaeb90(bytes)) return 'gaeb90';
  return 'xml';
}

/**
 * Reads a GAEB file of any of the three formats into the one model (same tree, counts and warnings for the same
 * BoQ), `pause()` awaited in between so a server keeps serving. Throws the format reader's GaebReadError.
 */
export async function readAnyGaebAsync(
  bytes: Uint8Array,
  pause: () => Promise<void>,
  options: ReadGaebOptions = {},
): Promise<ReadGaebResult & { format: GaebFormat }> {
  const format = gaebFormatOf(bytes);
  const read =
    format === 'gaeb2000' ? readGaeb2000Async : format === 'gaeb90' ? readGaeb90Async : readGaebAsync;
  return { ...(await read(bytes, pause, options)), format };
}
