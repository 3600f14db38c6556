import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared DATANORM samples (../shared/testdata/datanorm next to the repository). */
const SAMPLES = new URL('../../../shared/testdata/datanorm/', import.meta.url);

/** A DATANORM sample as Playwright's setInputFiles takes it. */
export function datanormSample(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name,
    mimeType: 'application/octet-stream',
    buffer: readFileSync(fileURLToPath(new URL(name, SAMPLES))),
  };
}

/** What a DATANORM 5 article line (A) says, read with a plain split, independently of @vendoc/datanorm. */
export interface DatanormArticleLine {
  number: string;
  /** "1": the price is a list price, "2": a net (purchase) price. */
  priceKind: string;
  /** The price in cents as written ("220000" is 2,200.00). */
  priceCents: string;
  /** The key of the article's long text (T lines), '' for none. */
  textKey: string;
}

/**
 * The A and T lines of a DATANORM 5 file. Only ASCII fields are read (numbers, kinds, prices, keys), so decoding
 * the bytes as Latin-1 is enough whatever code page the texts use.
 */
export function datanorm5Lines(buffer: Buffer): {
  articles: DatanormArticleLine[];
  textKeys: Set<string>;
  /** Lines per record type ("A", "T", "P", "R" …). */
  lineCounts: Map<string, number>;
} {
  const lines = buffer.toString('latin1').split(/\r?\n/);
  const articles = lines
    .filter((line) => line.startsWith('A;'))
    .map((line) => {
      const fields = line.split(';');
      // DATANORM 5 A line: 2 number, 6 price kind, 8 price in cents, 23 text key.
      return {
        number: fields[2] ?? '',
        priceKind: fields[6] ?? '',
        priceCents: fields[8] ?? '',
        textKey: fields[23] ?? '',
      };
    });
  const textKeys = new Set(
    lines.filter((line) => line.startsWith('T;')).map((line) => line.split(';')[2] ?? ''),
  );
  const lineCounts = new Map<string, number>();
  for (const line of lines) {
    const tag = line.split(';', 1)[0] ?? '';
    if (tag !== '') lineCounts.set(tag, (lineCounts.get(tag) ?? 0) + 1);
  }
  return { articles, textKeys, lineCounts };
}
