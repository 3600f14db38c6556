// PDF engine (issue 13): the 500-position offer with long texts rendered to PDF (designer layout + @vendoc/pdf)
// in a fresh child process (tsx, bench/lib/pdf-render.ts): the first render (cold) and the median of 5 warm ones,
// against pdf-lib writing the same text lines with drawText at fixed positions, measured in turns in that process.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths.mjs';
import { median, round } from './stats.mjs';

export const PDF_TARGET_MS = 1500;
export const PDF_TARGET_RATIO = 3;

/**
 * @typedef {{ positions: number, pages: number, lines: number, bytes: number, plainBytes: number, fontsMs: number,
 *   coldMs: number, renderMs: number[], layoutMs: number[], plainMs: number[], shapedMs: number[],
 *   renderMedianMs: number, layoutMedianMs: number, plainMedianMs: number, shapedMedianMs: number }} PdfFigures
 */

/** Measures and prints; returns the figures for latest.json. */
export async function measurePdf() {
  const before = loadavg().map((value) => round(value, 2));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench/lib/pdf-render.ts')],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  /** @type {PdfFigures} */
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  const paired = median(figures.renderMs.map((ms, index) => ms / (figures.plainMs[index] ?? ms)));
  const ms = (/** @type {number[]} */ values) => values.map((value) => Math.round(value)).join(', ');
  console.log(
    `  ${figures.positions} positions -> ${figures.pages} pages, ${figures.lines} text lines, ` +
      `${(figures.bytes / 1e3).toFixed(0)} kB; fonts read and prepared (getBundledFontSet, once per process) ${Math.round(figures.fontsMs)} ms`,
  );
  console.log(
    `  render ${Math.round(figures.renderMedianMs)} ms median (target < ${PDF_TARGET_MS}) [${ms(figures.renderMs)}], ` +
      `first render in the process after that ${Math.round(figures.coldMs)} ms; layout alone ${Math.round(figures.layoutMedianMs)} ms`,
  );
  console.log(
    `  baseline pdf-lib drawText of the same lines: ${Math.round(figures.plainMedianMs)} ms [${ms(figures.plainMs)}]; ` +
      `render / baseline ${paired.toFixed(2)} (median of paired runs; target ≤ ${PDF_TARGET_RATIO}); ` +
      `pdf-lib's stock embedding (OpenType shaping per string) ${Math.round(figures.shapedMedianMs)} ms ` +
      `[${ms(figures.shapedMs)}]; load ${before.join(' ')}`,
  );
  return {
    unit: 'ms (medians of 5 warm runs; samples in order)',
    targetMs: PDF_TARGET_MS,
    targetRatio: PDF_TARGET_RATIO,
    ...figures,
    pairedRatio: round(paired, 2),
    machineLoad: before,
  };
}
