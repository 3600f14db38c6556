// Test helpers over Debian's poppler-utils (pdftotext, pdffonts, pdfinfo, pdftoppm); CI installs them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'vendoc-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page as `pdftotext -layout` extracts it. */
export function pageTexts(pdf: Uint8Array): Promise<string[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 1 << 26,
    });
    return stdout.split('\f').slice(0, -1);
  });
}

/** The fonts `pdffonts` lists: name, type, embedded, subset, ToUnicode. */
export function pdfFonts(
  pdf: Uint8Array,
): Promise<{ name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean }[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        const flags = rest.slice(-5, -2);
        return {
          name,
          type: rest.slice(0, -6).join(' '),
          embedded: flags[0] === 'yes',
          subset: flags[1] === 'yes',
          unicode: flags[2] === 'yes',
        };
      });
  });
}

/** `pdfinfo` (with `-meta`: the XMP metadata instead). */
export function pdfInfo(pdf: Uint8Array, meta = false): Promise<string> {
  return withFile(pdf, async (file) => (await run('pdfinfo', [...(meta ? ['-meta'] : []), file])).stdout);
}

/**
 * Renders a page in grey at 72 dpi (1 pixel = 1 pt) and returns the share of pixels darker than mid-grey, of the
 * whole page or of the area `[x, y, width, height]` (pt from the top-left corner).
 */
export function inkShare(
  pdf: Uint8Array,
  page: number,
  area?: [number, number, number, number],
): Promise<number> {
  return withFile(pdf, async (file, dir) => {
    const out = join(dir, 'page');
    const crop = area
      ? ['-x', '-y', '-W', '-H'].flatMap((flag, index) => [flag, String(Math.round(area[index] ?? 0))])
      : [];
    await run('pdftoppm', [
      '-gray',
      '-r',
      '72',
      ...crop,
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]);
    const pgm = await readFile(`${out}.pgm`);
    // binary PGM: "P5\n<w> <h>\n<max>\n" then one byte per pixel
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const pixels = pgm.subarray(header[0].length);
    let dark = 0;
    for (const value of pixels) if (value < 128) dark++;
    return dark / pixels.length;
  });
}

/** The images `pdfimages -list` finds, as [page, width, height] in pixels. */
export function pdfImages(pdf: Uint8Array): Promise<[number, number, number][]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => [Number(columns[0]), Number(columns[3]), Number(columns[4])]);
  });
}

/** Word boxes of page 1 (`pdftotext -bbox`): text with xMin, yMin, xMax, yMax in pt. */
export function wordBoxes(
  pdf: Uint8Array,
): Promise<{ text: string; box: [number, number, number, number] }[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
    return [
      ...stdout.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map((match) => ({
      text: match[5] ?? '',
      box: [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])],
    }));
  });
}
