// Quantity survey formula engine (REB 23.003): calculateSurvey over a generated survey of 10,000 lines, cold (the
// first call in a fresh process: parsing, compiling and JIT warm-up included) and warm (median of 20 calls on a
// calculator whose formula cache is filled, as the client calls it per keystroke), against a baseline in the same
// process: adding 10,000 already parsed decimal.js numbers. The measuring runs in a child process with tsx
// (`node --import tsx bench/lib/quantity-survey.mjs --child`), so that it is cold and can import the TypeScript
// package.
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { repoRoot } from './paths.mjs';
import { median, round } from './stats.mjs';

export const SURVEY_SHEETS = 50;
export const SURVEY_LINES_PER_SHEET = 200;
export const SURVEY_POSITIONS = 80;
export const SURVEY_WARM_RUNS = 20;
const SURVEY_TARGET_MS = 100;
const SEED = 23003;

/**
 * @typedef {{ id: string, sheet: number, row: string, oz: string | null, marker: '' | 'H' | 'E' | 'Z' | 'P' | 'S' | '*',
 *   text: string, formulaNumber: number, expression: string }} Line
 * @typedef {{ id: string, name: string, expression: string, sheet: number | null }} Variable
 * @typedef {{ lines: number, variables: number, sheets: number, positions: number, errors: number,
 *   coldMs: number, warmMs: number[], warmMedianMs: number, warmCpuMedianMs: number, keystrokeMs: number[], keystrokeMedianMs: number,
 *   baselineMs: number[], baselineMedianMs: number, markers: Record<string, number>, formulas: Record<string, number> }} ChildFigures
 */

/**
 * Deterministic pseudo-random integers (mulberry32); only used to pick digits and shapes, never for arithmetic.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  /** @param {number} below */
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) | 0;
  };
}

/** @param {number} index */
function rowAt(index) {
  return `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`;
}

/** @param {number} sheet @param {string} row */
function address(sheet, row) {
  return `${String(sheet).padStart(4, '0')}${row}`;
}

/**
 * A measure in German notation with 2 or 3 decimals, from integer digits ("2,40", "11,875").
 * @param {(below: number) => number} next
 * @param {number} max whole metres
 */
function measure(next, max) {
  const places = next(3) === 0 ? 3 : 2;
  const whole = next(max) + (places === 3 ? 0 : 1);
  const fraction = String(next(10 ** places)).padStart(places, '0');
  return `${whole},${fraction}`;
}

/**
 * A realistic survey: 50 sheets of 200 lines over 80 positions, with survey-wide and per-sheet variables, helper
 * lines referenced by address (backwards, and forwards on the same sheet), deductions, estimated lines, results,
 * subtotals and position totals, comments and some geometric formulas.
 * @returns {{ lines: Line[], variables: Variable[] }}
 */
export function generateSurvey(seed = SEED) {
  const next = random(seed);
  /** @type {Variable[]} */
  const variables = [
    { id: 'v-L', name: 'L', expression: '4,25', sheet: null },
    { id: 'v-B', name: 'B', expression: '3,10', sheet: null },
    { id: 'v-H', name: 'H', expression: '2,75', sheet: null },
    { id: 'v-Tuer', name: 'H_Tuer', expression: '2,135', sheet: null },
    { id: 'v-Flaeche', name: 'Fläche', expression: 'L*B', sheet: null },
  ];
  /** @type {Line[]} */
  const lines = [];
  const total = SURVEY_SHEETS * SURVEY_LINES_PER_SHEET;
  const perPosition = Math.ceil(total / SURVEY_POSITIONS);
  let sinceSubtotal = 0;
  for (let sheet = 1; sheet <= SURVEY_SHEETS; sheet += 1) {
    variables.push(
      { id: `v-${sheet}-L`, name: 'L', expression: measure(next, 8), sheet },
      { id: `v-${sheet}-U`, name: 'U', expression: '2*(L+B)', sheet },
    );
    // helper values of the sheet: A0..A4 (room height, window and door areas), referenced below and by later sheets
    /** @type {string[]} */
    const helpers = [];
    for (let index = 0; index < SURVEY_LINES_PER_SHEET; index += 1) {
      const global = (sheet - 1) * SURVEY_LINES_PER_SHEET + index;
      const position = Math.min(SURVEY_POSITIONS - 1, Math.floor(global / perPosition));
      const oz = `01.${String(Math.floor(position / 10) + 1).padStart(2, '0')}.${String((position % 10) * 10 + 10).padStart(4, '0')}`;
      const row = rowAt(index);
      const id = `l-${sheet}-${row}`;
      const lastOfPosition = global % perPosition === perPosition - 1 || global === total - 1;
      /** @type {Line} */
      const entry = { id, sheet, row, oz, marker: '', text: '', formulaNumber: 0, expression: '' };
      if (index < 5) {
        entry.oz = null;
        entry.marker = 'H';
        entry.text = 'Hilfswert';
        entry.expression =
          index === 0
            ? measure(next, 3)
            : index === 4
              ? // forward reference to a helper line further down the sheet
                `${address(sheet, rowAt(199))}*2`
              : `${measure(next, 2)}*${measure(next, 2)}`;
        helpers.push(address(sheet, row));
      } else if (index === 199) {
        entry.oz = null;
        entry.marker = 'H';
        entry.text = 'Hilfswert (weiter oben verwendet)';
        entry.expression = measure(next, 5);
      } else if (lastOfPosition) {
        entry.marker = 'P';
        entry.text = 'Positionssumme';
        sinceSubtotal = 0;
      } else if (sinceSubtotal >= 20) {
        entry.marker = 'Z';
        entry.text = 'Zwischensumme';
        sinceSubtotal = 0;
      } else {
        sinceSubtotal += 1;
        const kind = next(100);
        if (kind < 30) {
          entry.text = 'Wandfläche';
          entry.expression = `${measure(next, 9)}*${measure(next, 3)}`;
        } else if (kind < 42) {
          entry.text = 'Abzug Tür';
          entry.expression = `-${measure(next, 1)}*${next(2) === 0 ? 'H_Tuer' : measure(next, 2)}`;
        } else if (kind < 54) {
          entry.text = 'Raum';
          entry.formulaNumber = 91;
          entry.expression =
            next(2) === 0 ? '2*(L+B)*H' : `U*${helpers[0] ?? '1'}-${helpers[1 + next(3)] ?? '0'}`;
        } else if (kind < 62) {
          entry.text = 'Wand (Hilfswert)';
          entry.expression = `${helpers[next(helpers.length)] ?? '1'}*${measure(next, 4)}`;
        } else if (kind < 66 && sheet > 1) {
          entry.text = 'wie Blatt davor';
          entry.expression = `${address(sheet - 1, rowAt(next(4)))}+${measure(next, 2)}`;
        } else if (kind < 72) {
          entry.text = 'Rechteck';
          entry.formulaNumber = 4;
          entry.expression = `${measure(next, 6)};${measure(next, 4)}${next(2) === 0 ? `;${measure(next, 2)}` : ''}`;
        } else if (kind < 75) {
          entry.text = 'Giebel';
          entry.formulaNumber = 1;
          entry.expression = `${measure(next, 8)};${measure(next, 3)}`;
        } else if (kind < 78) {
          entry.text = 'Böschung';
          entry.formulaNumber = 5;
          entry.expression = `${measure(next, 4)};${measure(next, 4)};${measure(next, 2)};${measure(next, 9)}`;
        } else if (kind < 80) {
          entry.text = 'Schräge';
          entry.formulaNumber = 20;
          entry.expression = `${measure(next, 4)};${measure(next, 3)}`;
        } else if (kind < 85) {
          entry.marker = 'S';
          entry.text = 'geschätzt';
          entry.expression = measure(next, 20);
        } else if (kind < 89) {
          entry.marker = 'E';
          entry.text = 'Ergebnis';
          entry.expression = `${measure(next, 5)}*${measure(next, 5)}`;
        } else if (kind < 93) {
          entry.marker = '*';
          entry.text = 'Kommentar: Raum 1.0 laut Plan';
        } else {
          entry.text = 'Fläche';
          entry.formulaNumber = 91;
          entry.expression = `Fläche-${measure(next, 1)}*${measure(next, 1)}/2`;
        }
      }
      lines.push(entry);
    }
  }
  // the array in an order that is not the address order (as rows come from a database)
  const shuffled = lines.map((line) => ({ line, key: next(1_000_000) }));
  shuffled.sort((a, b) => a.key - b.key);
  return { lines: shuffled.map(({ line }) => line), variables };
}

/** Runs in the child process (tsx): the measurements, printed as one JSON line. */
async function child() {
  const engine = /** @type {typeof import('../../packages/quantity-survey/src/calculate')} */ (
    await import(new URL('../../packages/quantity-survey/src/calculate.ts', import.meta.url).href)
  );
  const money = /** @type {typeof import('../../packages/money/src/decimal')} */ (
    await import(new URL('../../packages/money/src/decimal.ts', import.meta.url).href)
  );
  const survey = generateSurvey();

  let started = performance.now();
  const first = engine.calculateSurvey(survey);
  const coldMs = performance.now() - started;

  const calculator = engine.createSurveyCalculator();
  calculator.calculate(survey);
  /** @type {number[]} */
  const warmMs = [];
  /** @type {number[]} */
  const warmCpuMs = [];
  for (let run = 0; run < SURVEY_WARM_RUNS; run += 1) {
    const cpu = process.cpuUsage();
    started = performance.now();
    calculator.calculate(survey);
    warmMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    warmCpuMs.push((used.user + used.system) / 1000);
  }

  // per keystroke: one line's expression changes between calls (a cache miss for that line only)
  const typedLine = survey.lines.find((line) => line.marker === '' && line.formulaNumber === 0);
  if (!typedLine) throw new Error('no plain line to type into');
  const typed = typedLine.expression;
  /** @type {number[]} */
  const keystrokeMs = [];
  for (let run = 0; run < SURVEY_WARM_RUNS; run += 1) {
    const edited = {
      ...survey,
      lines: survey.lines.map((line) =>
        line === typedLine ? { ...line, expression: `${typed}+${run}` } : line,
      ),
    };
    started = performance.now();
    calculator.calculate(edited);
    keystrokeMs.push(performance.now() - started);
  }

  // baseline: 10,000 numbers, parsed beforehand, added with decimal.js (same clone and precision)
  const numbers = survey.lines.map((_, index) =>
    money.decimal(`${(index * 7919) % 100_000}.${String(index % 1000).padStart(3, '0')}`),
  );
  /** @type {number[]} */
  const baselineMs = [];
  let check = money.decimal('0');
  for (let run = 0; run < SURVEY_WARM_RUNS + 1; run += 1) {
    started = performance.now();
    let total = money.decimal('0');
    for (const value of numbers) total = total.plus(value);
    const elapsed = performance.now() - started;
    if (run > 0) baselineMs.push(elapsed); // the first run warms up the JIT like the calculator's filling call
    check = total;
  }
  if (check.isZero()) throw new Error('baseline sum is zero');

  /** @type {Record<string, number>} */
  const markers = {};
  /** @type {Record<string, number>} */
  const formulas = {};
  for (const line of survey.lines) {
    const marker = line.marker === '' ? 'counted' : line.marker;
    markers[marker] = (markers[marker] ?? 0) + 1;
    if (line.marker !== '*' && line.expression !== '')
      formulas[line.formulaNumber] = (formulas[line.formulaNumber] ?? 0) + 1;
  }
  /** @type {ChildFigures} */
  const figures = {
    lines: survey.lines.length,
    variables: survey.variables.length,
    sheets: SURVEY_SHEETS,
    positions: first.positions.length,
    errors: first.errors,
    coldMs,
    warmMs,
    warmMedianMs: median(warmMs),
    warmCpuMedianMs: median(warmCpuMs),
    keystrokeMs,
    keystrokeMedianMs: median(keystrokeMs),
    baselineMs,
    baselineMedianMs: median(baselineMs),
    markers,
    formulas,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

/**
 * Measures the formula engine in a fresh child process and prints the figures.
 * @returns {Promise<Record<string, unknown>>} what goes into bench/results/latest.json
 */
export async function measureQuantitySurvey() {
  console.log(
    `quantity survey: calculateSurvey over ${SURVEY_SHEETS * SURVEY_LINES_PER_SHEET} generated lines ` +
      `(${SURVEY_SHEETS} sheets, ${SURVEY_POSITIONS} positions), cold and warm (median of ${SURVEY_WARM_RUNS}), ` +
      'vs adding 10,000 parsed decimal.js numbers',
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  /** @type {ChildFigures} */
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  const ratio = figures.warmMedianMs / figures.baselineMedianMs;
  const ms = (/** @type {number} */ value) => `${round(value, 2)} ms`;
  console.log(
    `  ${figures.lines} lines, ${figures.variables} variables, ${figures.positions} positions, ` +
      `${figures.errors} errors; cold ${ms(figures.coldMs)}, warm ${ms(figures.warmMedianMs)} median ` +
      `(target < ${SURVEY_TARGET_MS} ms) [${figures.warmMs.map((value) => round(value, 1)).join(', ')}], ` +
      `CPU ${ms(figures.warmCpuMedianMs)}; per keystroke ${ms(figures.keystrokeMedianMs)} median`,
  );
  console.log(
    `  baseline: adding ${figures.lines} parsed decimals ${ms(figures.baselineMedianMs)} median; ` +
      `warm calculation / baseline = ${ratio.toFixed(1)}`,
  );
  return {
    unit: 'ms (medians; samples in order)',
    targetMs: SURVEY_TARGET_MS,
    lines: figures.lines,
    variables: figures.variables,
    positions: figures.positions,
    errors: figures.errors,
    markers: figures.markers,
    formulas: figures.formulas,
    coldMs: round(figures.coldMs, 2),
    warmMedianMs: round(figures.warmMedianMs, 2),
    warmMs: figures.warmMs.map((value) => round(value, 2)),
    warmCpuMedianMs: round(figures.warmCpuMedianMs, 2),
    keystrokeMedianMs: round(figures.keystrokeMedianMs, 2),
    baselineMedianMs: round(figures.baselineMedianMs, 3),
    machineLoad: loadavg().map((value) => round(value, 2)),
    ratioToBaseline: round(ratio, 1),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--child')) await child();
