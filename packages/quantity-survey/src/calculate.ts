/**
 * Calculation of a whole quantity survey (REB 23.003): every line's result, the values stored under addresses,
 * subtotals, and the quantity of every position. Pure: plain data in, plain data out.
 *
 * Rules (see the markers in model.ts):
 * - Lines are taken in address order (sheet, row letter, row digit), whatever the order of the array.
 * - A line's result is computed exactly and then rounded half away from zero to RESULT_PLACES (3) places; what a
 *   line stores under its address is that rounded result (H, E) or its subtotal (Z, P), and sums add rounded line
 *   results, so that a printed sheet adds up.
 * - Variables (a sheet's own first, then survey-wide ones; a survey-wide variable sees only survey-wide variables)
 *   are rounded to 3 places as well, as the helper lines (H) they are exported as would be.
 * - References to addresses may point forwards and backwards. Everything a line or variable uses is resolved
 *   first (a dependency graph ordered with an iterative Tarjan search, so neither a long chain of references nor a
 *   cycle can overflow the stack); a cycle gives each variable and line on it "Zirkelbezug: L → B → L".
 * - A line whose variable, referenced line or subtotal member has an error gets an error itself.
 * - Result strings have exactly 3 decimals in wire notation ("12.300", "-1.500", never "-0.000").
 *
 * Errors that are not about particular characters (a duplicate address, a subtotal whose members have an error)
 * point at the whole expression (start 0, end max(1, length)).
 */

import { decimal, type Decimal } from '@vendoc/money/decimal';
import { formatAddress, isValidRow, isValidSheet, rowIndex } from './address';
import type { Reference } from './evaluate';
import { FormulaFailure, NAME_PATTERN, RESERVED_NAMES, formulaError, wholeText } from './expression';
import type { AddressNode, VariableNode } from './expression';
import { compileLineFormula, compileVariableFormula, type CompiledFormula } from './line-formula';
import {
  FORMULA_FREE,
  RESULT_PLACES,
  STORING_MARKERS,
  type FormulaError,
  type LineResult,
  type Marker,
  type PositionSum,
  type SheetPositionSum,
  type SurveyLine,
  type SurveyResult,
  type SurveyVariable,
  type VariableResult,
} from './model';

export interface SurveyInput {
  lines: readonly SurveyLine[];
  variables: readonly SurveyVariable[];
}

export interface SurveyCalculator {
  /** Calculates a survey, reusing the compiled formulas of earlier calls. */
  calculate(input: SurveyInput): SurveyResult;
}

export interface SurveyCalculatorOptions {
  /** Most compiled formulas kept; when full, the oldest entries go first. Default 20,000. */
  cacheSize?: number;
}

/** Markers whose line value adds to its position's quantity. */
const COUNTED_MARKERS: ReadonlySet<Marker> = new Set<Marker>(['', 'E', 'Z', 'P', 'S']);
const STORING: ReadonlySet<Marker> = new Set<Marker>(STORING_MARKERS);
const ZERO = decimal('0');
const ZERO_TEXT = ZERO.toFixed(RESULT_PLACES);
const NO_EDGES: readonly number[] = [];
const NO_REFERENCES: readonly (Reference | null)[] = [];
/** decimal.js rounding mode ROUND_HALF_UP: half away from zero, as roundTo of @vendoc/money rounds. */
const HALF_AWAY_FROM_ZERO = 4;
/** Beyond this many members a cycle's message names only the first step instead of searching the whole path. */
const CYCLE_PATH_LIMIT = 64;

/** Calculates a survey with a fresh formula cache. See createSurveyCalculator for repeated calls. */
export function calculateSurvey(input: SurveyInput): SurveyResult {
  return createSurveyCalculator().calculate(input);
}

/**
 * A calculator that keeps compiled formulas (keyed by formula number and text) between calls, with the result of
 * each formula that uses no variables or addresses: recalculating after one keystroke recompiles one line.
 */
export function createSurveyCalculator(options: SurveyCalculatorOptions = {}): SurveyCalculator {
  const cacheSize = Math.max(1, options.cacheSize ?? 20_000);
  // Per formula number, by expression text: a lookup needs no concatenated key. Insertion order is age.
  const cache = new Map<number, Map<string, Formula>>();
  let cached = 0;
  const compile = (formulaNumber: number, expression: string): Formula => {
    let byText = cache.get(formulaNumber);
    const hit = byText?.get(expression);
    if (hit !== undefined) return hit;
    const compiled: Formula = {
      compiled:
        formulaNumber === FORMULA_FREE
          ? compileVariableFormula(expression)
          : compileLineFormula(formulaNumber, expression),
      constant: null,
    };
    if (cached >= cacheSize) cached -= evictOldest(cache);
    if (byText === undefined) {
      byText = new Map();
      cache.set(formulaNumber, byText);
    }
    byText.set(expression, compiled);
    cached += 1;
    return compiled;
  };
  return { calculate: (input) => new SurveyRun(input, compile).run() };
}

/** Drops the oldest entry of the largest formula number's map; returns how many entries went. */
function evictOldest(cache: Map<number, Map<string, Formula>>): number {
  let largest: Map<string, Formula> | undefined;
  for (const byText of cache.values()) {
    if (largest === undefined || byText.size > largest.size) largest = byText;
  }
  const oldest = largest?.keys().next();
  if (largest === undefined || oldest === undefined || oldest.done === true) return 0;
  largest.delete(oldest.value);
  return 1;
}

/** An error about a whole expression rather than particular characters. */
function errorOverAll(message: string, text: string): FormulaError {
  const { start, end } = wholeText(text);
  return formulaError(message, start, end);
}

/** Rounds an exact result half away from zero to RESULT_PLACES. */
function roundResult(value: Decimal): Decimal {
  return value.toDecimalPlaces(RESULT_PLACES, HALF_AWAY_FROM_ZERO);
}

/** Wire string of a value that has at most RESULT_PLACES decimals: "12.300", never "-0.000". */
function wire(value: Decimal): string {
  return value.isZero() ? ZERO_TEXT : value.toFixed(RESULT_PLACES);
}

/** A compiled formula as the calculator caches it. */
interface Formula {
  compiled: CompiledFormula;
  /** For a formula without variables and addresses: its rounded result (or error), worked out on first use. */
  constant: Outcome | null;
}

/** What evaluating a formula gave: a rounded value with its wire text, or an error. */
interface Outcome {
  value: Decimal | null;
  text: string | null;
  error: FormulaError | null;
}

interface LineState {
  line: SurveyLine;
  /** "0001B0", or null for a line whose sheet or row is invalid. */
  address: string | null;
  formula: Formula | null;
  /** Lines whose values a Z/P line adds up (without itself). */
  members: number[] | null;
  /** Z lines whose subtotals a P line adds up. */
  subtotals: number[] | null;
  value: Decimal | null;
  /** `value` in wire notation, when known. */
  text: string | null;
  stored: Decimal | null;
  error: FormulaError | null;
}

interface VariableState {
  variable: SurveyVariable;
  formula: Formula | null;
  value: Decimal | null;
  text: string | null;
  error: FormulaError | null;
}

/** One calculation. Node ids: lines 0..n-1 in address order, then variables n..n+m-1. */
class SurveyRun {
  private readonly lines: LineState[];
  private readonly variables: VariableState[];
  private readonly byAddress = new Map<string, number>();
  /** Variable ids by scope (sheet number, or null for survey-wide) and name. */
  private readonly scopes = new Map<number | null, Map<string, number>>();
  private readonly edges: (readonly number[])[] = [];
  private readonly edgeReferences: (readonly (Reference | null)[])[] = [];
  /** The sheet whose names the scope currently resolves (null: survey-wide). */
  private currentSheet: number | null = null;

  constructor(
    input: SurveyInput,
    private readonly compile: (formulaNumber: number, expression: string) => Formula,
  ) {
    this.lines = sortLines(input.lines).map((line) => ({
      line,
      address: isValidSheet(line.sheet) && isValidRow(line.row) ? formatAddress(line.sheet, line.row) : null,
      formula: null,
      members: null,
      subtotals: null,
      value: null,
      text: null,
      stored: null,
      error: null,
    }));
    this.variables = input.variables.map((variable) => ({
      variable,
      formula: null,
      value: null,
      text: null,
      error: null,
    }));
  }

  run(): SurveyResult {
    this.prepareLines();
    this.prepareVariables();
    this.buildEdges();
    for (const component of stronglyConnectedComponents(this.edges)) {
      const only = component[0] as number;
      const cyclic = component.length > 1 || (this.edges[only] as readonly number[]).includes(only);
      if (cyclic) this.markCycle(component);
      else this.evaluateNode(only);
    }
    return this.results();
  }

  private prepareLines(): void {
    for (const [id, state] of this.lines.entries()) {
      const { line } = state;
      if (state.address === null) {
        state.error = errorOverAll(
          `Ungültige Adresse: Blatt ${line.sheet}, Zeile „${line.row}“ (Blatt 1 bis 9999, Zeilen A0 bis Z9)`,
          line.expression,
        );
        continue;
      }
      if (this.byAddress.has(state.address)) {
        state.error = errorOverAll(`Die Adresse ${state.address} ist mehrfach vergeben`, line.expression);
        continue;
      }
      this.byAddress.set(state.address, id);
      if (line.marker === '*') continue;
      if ((line.marker === 'Z' || line.marker === 'P') && line.oz === null) {
        state.error = errorOverAll(
          line.marker === 'Z'
            ? 'Eine Zwischensumme (Z) braucht eine Ordnungszahl'
            : 'Eine Positionssumme (P) braucht eine Ordnungszahl',
          line.expression,
        );
        continue;
      }
      const isSumOnly = (line.marker === 'Z' || line.marker === 'P') && line.expression.trim() === '';
      if (!isSumOnly) state.formula = this.compile(line.formulaNumber, line.expression);
    }
    this.assignGroups();
  }

  /**
   * Members of each Z (the lines since the previous Z or P of its OZ) and P (since the previous P). A P adds the
   * subtotals of the Z lines in its range and the lines after the last of them, so no line is added up twice.
   */
  private assignGroups(): void {
    const open = new Map<string, { sinceSubtotal: number[]; subtotals: number[] }>();
    for (const [id, state] of this.lines.entries()) {
      const { oz, marker } = state.line;
      if (oz === null || !COUNTED_MARKERS.has(marker) || state.address === null) continue;
      if (this.byAddress.get(state.address) !== id) continue;
      let group = open.get(oz);
      if (group === undefined) {
        group = { sinceSubtotal: [], subtotals: [] };
        open.set(oz, group);
      }
      if (marker === 'Z') {
        state.members = group.sinceSubtotal;
        group.sinceSubtotal = [];
        group.subtotals.push(id);
      } else if (marker === 'P') {
        state.members = group.sinceSubtotal;
        state.subtotals = group.subtotals;
        group.sinceSubtotal = [];
        group.subtotals = [];
      } else {
        group.sinceSubtotal.push(id);
      }
    }
  }

  private prepareVariables(): void {
    const base = this.lines.length;
    for (const [index, state] of this.variables.entries()) {
      const { name, sheet, expression } = state.variable;
      if (!NAME_PATTERN.test(name)) {
        state.error = errorOverAll(
          `„${name}“ ist kein gültiger Variablenname (Buchstabe, dann Buchstaben, Ziffern oder „_“)`,
          expression,
        );
        continue;
      }
      if (RESERVED_NAMES.includes(name)) {
        state.error = errorOverAll(`„${name}“ ist ein reservierter Name`, expression);
        continue;
      }
      let scope = this.scopes.get(sheet);
      if (scope === undefined) {
        scope = new Map();
        this.scopes.set(sheet, scope);
      }
      if (scope.has(name)) {
        state.error = errorOverAll(
          sheet === null
            ? `Die Variable „${name}“ ist mehrfach definiert`
            : `Die Variable „${name}“ ist auf Blatt ${sheet} mehrfach definiert`,
          expression,
        );
        continue;
      }
      scope.set(name, base + index);
      state.formula = this.compile(FORMULA_FREE, expression);
    }
  }

  private resolveVariable(sheet: number | null, name: string): number | undefined {
    return (
      (sheet === null ? undefined : this.scopes.get(sheet)?.get(name)) ?? this.scopes.get(null)?.get(name)
    );
  }

  /** The node a reference depends on, if it resolves to a line that stores a value or to a variable. */
  private referenceTarget(sheet: number | null, reference: Reference): number | undefined {
    if (reference.kind === 'variable') return this.resolveVariable(sheet, reference.name);
    const target = this.byAddress.get(reference.address);
    if (target === undefined) return undefined;
    return STORING.has((this.lines[target] as LineState).line.marker) ? target : undefined;
  }

  private buildEdges(): void {
    for (const state of this.lines) {
      this.addEdges(state.formula, state.line.sheet, [state.members, state.subtotals]);
    }
    for (const state of this.variables) this.addEdges(state.formula, state.variable.sheet, []);
  }

  /** The next node's edges: what its formula references, then the lines it adds up. */
  private addEdges(formula: Formula | null, sheet: number | null, groups: (number[] | null)[]): void {
    const compiled = formula?.compiled;
    const references = compiled?.ok === true ? compiled.compiled.references : [];
    if (references.length === 0 && groups.every((group) => group === null || group.length === 0)) {
      this.edges.push(NO_EDGES);
      this.edgeReferences.push(NO_REFERENCES);
      return;
    }
    const targets: number[] = [];
    const edgeReferences: (Reference | null)[] = [];
    for (const reference of references) {
      const target = this.referenceTarget(sheet, reference);
      if (target === undefined) continue;
      targets.push(target);
      edgeReferences.push(reference);
    }
    for (const group of groups) {
      for (const member of group ?? []) {
        targets.push(member);
        edgeReferences.push(null);
      }
    }
    this.edges.push(targets);
    this.edgeReferences.push(edgeReferences);
  }

  /** The scope expressions are evaluated in; `currentSheet` selects the names it sees. */
  private readonly scope = {
    variable: (node: VariableNode): Decimal => {
      const id = this.resolveVariable(this.currentSheet, node.name);
      if (id === undefined) fail(`Die Variable „${node.name}“ ist nicht definiert`, node);
      const target = this.variables[id - this.lines.length] as VariableState;
      if (target.value === null) fail(`Die Variable „${node.name}“ enthält einen Fehler`, node);
      return target.value;
    },
    address: (node: AddressNode): Decimal => {
      const id = this.byAddress.get(node.address);
      if (id === undefined) fail(`Die Zeile ${node.address} gibt es nicht`, node);
      const target = this.lines[id] as LineState;
      if (!STORING.has(target.line.marker)) {
        fail(`Zeile ${node.address} speichert keinen Wert (Kennzeichen H, E, Z oder P)`, node);
      }
      if (target.stored === null) fail(`Die Zeile ${node.address} enthält einen Fehler`, node);
      return target.stored;
    },
  };

  private evaluateNode(id: number): void {
    if (id < this.lines.length) this.evaluateLine(this.lines[id] as LineState);
    else this.evaluateVariable(this.variables[id - this.lines.length] as VariableState);
  }

  /** The rounded result of a formula on a sheet; a formula without references is worked out once per cache entry. */
  private evaluateFormula(formula: Formula, sheet: number | null): Outcome {
    if (formula.constant !== null) return formula.constant;
    const { compiled } = formula;
    let outcome: Outcome;
    if (!compiled.ok) outcome = { value: null, text: null, error: compiled.error };
    else {
      this.currentSheet = sheet;
      try {
        const value = roundResult(compiled.compiled.evaluate(this.scope));
        outcome = { value, text: wire(value), error: null };
      } catch (error) {
        if (!(error instanceof FormulaFailure)) throw error;
        outcome = { value: null, text: null, error: error.error };
      }
    }
    if (!compiled.ok || compiled.compiled.references.length === 0) formula.constant = outcome;
    return outcome;
  }

  private evaluateVariable(state: VariableState): void {
    if (state.formula === null) return;
    const outcome = this.evaluateFormula(state.formula, state.variable.sheet);
    state.value = outcome.value;
    state.text = outcome.text;
    state.error = outcome.error;
  }

  private evaluateLine(state: LineState): void {
    const { line } = state;
    if (line.marker === '*' || state.error !== null) return;
    if (state.formula !== null) {
      const outcome = this.evaluateFormula(state.formula, line.sheet);
      state.value = outcome.value;
      state.text = outcome.text;
      state.error = outcome.error;
      if (outcome.error !== null) return;
    }
    if (line.marker === 'H' || line.marker === 'E') {
      state.stored = state.value;
    } else if (state.members !== null) {
      let subtotal = state.value ?? ZERO;
      for (const member of state.members) {
        const memberState = this.lines[member] as LineState;
        if (memberState.error !== null || memberState.value === null) {
          return this.faultyMember(state, memberState);
        }
        subtotal = subtotal.plus(memberState.value);
      }
      for (const member of state.subtotals ?? []) {
        const memberState = this.lines[member] as LineState;
        if (memberState.error !== null) return this.faultyMember(state, memberState);
        if (memberState.stored !== null) subtotal = subtotal.plus(memberState.stored);
      }
      state.stored = subtotal;
    }
  }

  private faultyMember(state: LineState, member: LineState): void {
    state.value = null;
    state.text = null;
    state.error = errorOverAll(
      `Die Summe enthält die fehlerhafte Zeile ${member.address ?? ''}`,
      state.line.expression,
    );
  }

  private nodeName(id: number): string {
    if (id < this.lines.length) return (this.lines[id] as LineState).address ?? '?';
    return (this.variables[id - this.lines.length] as VariableState).variable.name;
  }

  private nodeExpression(id: number): string {
    if (id < this.lines.length) return (this.lines[id] as LineState).line.expression;
    return (this.variables[id - this.lines.length] as VariableState).variable.expression;
  }

  /** Gives every node of a cycle the error "Zirkelbezug: a → b → a", pointing at its reference to the next. */
  private markCycle(component: number[]): void {
    const members = new Set(component);
    for (const id of component) {
      const path = component.length <= CYCLE_PATH_LIMIT ? this.cyclePath(id, members) : null;
      const next = path?.[1] ?? this.firstEdgeInto(id, members);
      const edgeIndex = (this.edges[id] as readonly number[]).indexOf(next);
      const reference = (this.edgeReferences[id] as readonly (Reference | null)[])[edgeIndex] ?? null;
      const span = reference ?? wholeText(this.nodeExpression(id));
      const names =
        path === null
          ? `${this.nodeName(id)} → ${this.nodeName(next)} → … (${component.length} Zeilen und Variablen)`
          : path.map((node) => this.nodeName(node)).join(' → ');
      const error = formulaError(`Zirkelbezug: ${names}`, span.start, span.end);
      if (id < this.lines.length) {
        const state = this.lines[id] as LineState;
        if (state.error === null) state.error = error;
      } else {
        const state = this.variables[id - this.lines.length] as VariableState;
        if (state.error === null) state.error = error;
      }
    }
  }

  private firstEdgeInto(id: number, members: ReadonlySet<number>): number {
    return (this.edges[id] as readonly number[]).find((target) => members.has(target)) ?? id;
  }

  /** Shortest path from `start` back to itself inside the component (breadth-first), both ends included. */
  private cyclePath(start: number, members: ReadonlySet<number>): number[] {
    const previous = new Map<number, number>();
    const queue: number[] = [start];
    for (let head = 0; head < queue.length; head += 1) {
      const node = queue[head] as number;
      for (const target of this.edges[node] as number[]) {
        if (!members.has(target)) continue;
        if (target === start) {
          const backwards = [node];
          for (let at = node; at !== start;) {
            at = previous.get(at) as number;
            backwards.push(at);
          }
          return [...backwards.reverse(), start];
        }
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
      }
    }
    return [start, start];
  }

  private results(): SurveyResult {
    const lines = new Map<string, LineResult>();
    /** Per OZ in order of first mention: the estimated part and the number of counted lines. */
    const positions = new Map<string, { estimated: Decimal; lines: number }>();
    /** Per sheet and OZ: the quantity; positions add these up. */
    const sheets = new Map<number, Map<string, Decimal>>();
    let errors = 0;
    for (const state of this.lines) {
      const { line, value, error } = state;
      const counted =
        value !== null && error === null && line.oz !== null && COUNTED_MARKERS.has(line.marker);
      lines.set(line.id, {
        id: line.id,
        value: value === null ? null : (state.text ?? wire(value)),
        stored: state.stored === null ? null : state.stored === value ? state.text : wire(state.stored),
        counted,
        error,
      });
      if (error !== null) errors += 1;
      if (line.oz === null || state.address === null) continue;
      let position = positions.get(line.oz);
      if (position === undefined) {
        position = { estimated: ZERO, lines: 0 };
        positions.set(line.oz, position);
      }
      let sheet = sheets.get(line.sheet);
      if (sheet === undefined) {
        sheet = new Map();
        sheets.set(line.sheet, sheet);
      }
      const onSheet = sheet.get(line.oz) ?? ZERO;
      if (!counted) {
        sheet.set(line.oz, onSheet);
        continue;
      }
      position.lines += 1;
      if (line.marker === 'S') position.estimated = position.estimated.plus(value);
      sheet.set(line.oz, onSheet.plus(value));
    }
    const quantities = new Map<string, Decimal>();
    const sheetSums: SheetPositionSum[] = [];
    for (const [sheet, byOz] of [...sheets].sort(([a], [b]) => a - b)) {
      for (const [oz, quantity] of byOz) {
        quantities.set(oz, (quantities.get(oz) ?? ZERO).plus(quantity));
        sheetSums.push({ sheet, oz, quantity: wire(quantity) });
      }
    }
    const variables = new Map<string, VariableResult>();
    for (const state of this.variables) {
      variables.set(state.variable.id, {
        id: state.variable.id,
        value: state.value === null ? null : (state.text ?? wire(state.value)),
        error: state.error,
      });
    }
    return {
      lines,
      variables,
      positions: [...positions].map(([oz, sum]): PositionSum => ({
        oz,
        quantity: wire(quantities.get(oz) ?? ZERO),
        estimated: wire(sum.estimated),
        lines: sum.lines,
      })),
      sheets: sheetSums,
      errors,
    };
  }
}

function fail(message: string, node: VariableNode | AddressNode): never {
  throw new FormulaFailure(formulaError(message, node.start, node.end));
}

/** Lines in address order; lines with an invalid sheet or row last, in array order. Stable for duplicates. */
function sortLines(lines: readonly SurveyLine[]): SurveyLine[] {
  const keyed = lines.map((line, index) => ({
    line,
    index,
    key: isValidSheet(line.sheet) && isValidRow(line.row) ? line.sheet * 260 + rowIndex(line.row) : Infinity,
  }));
  keyed.sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1));
  return keyed.map((entry) => entry.line);
}

/**
 * Tarjan's strongly connected components, iteratively. Edges point from a node to what it depends on; components
 * come out dependencies first, so evaluating them in order finds every dependency done.
 */
export function stronglyConnectedComponents(edges: readonly (readonly number[])[]): number[][] {
  const count = edges.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const components: number[][] = [];
  const frames: number[] = [];
  const edgePositions: number[] = [];
  let next = 0;
  for (let root = 0; root < count; root += 1) {
    if (index[root] !== -1) continue;
    frames.push(root);
    edgePositions.push(0);
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const top = frames.length - 1;
      const node = frames[top] as number;
      const targets = edges[node] as readonly number[];
      const position = edgePositions[top] as number;
      if (position < targets.length) {
        edgePositions[top] = position + 1;
        const target = targets[position] as number;
        if (index[target] === -1) {
          index[target] = low[target] = next++;
          stack.push(target);
          onStack[target] = 1;
          frames.push(target);
          edgePositions.push(0);
        } else if (onStack[target] === 1) {
          low[node] = Math.min(low[node] as number, index[target] as number);
        }
        continue;
      }
      frames.pop();
      edgePositions.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1] as number;
        low[parent] = Math.min(low[parent] as number, low[node] as number);
      }
      if (low[node] === index[node]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  }
  return components;
}
