import { type Decimal } from '@vendoc/money/decimal';
import { formatAddress, isValidRow, isValidSheet, rowIndex } from './address';
import type { Reference } from './evaluate';
import { FormulaFailure, NAME_PATTERN, RESERVED_NAMES, formulaError, wholeText } from './expression';
import type { AddressNode, VariableNode } from './expression';
import {
  FORMULA_FREE,
  STORING_MARKERS,
  type FormulaError,
  type Marker,
  type SurveyLine,
  type SurveyResult,
} from './model';
import type { SurveyInput } from './calculate';
import { shortestCycle, stronglyConnectedComponents } from './dependency-graph';
import { surveyResults } from './survey-results';
import {
  COUNTED_MARKERS,
  roundResult,
  wire,
  ZERO,
  type Formula,
  type LineState,
  type Outcome,
  type VariableState,
} from './survey-state';

// One run of the survey calculation (calculate.ts has the rules): lines and variables as nodes of a dependency
// graph, evaluated component by component.

const STORING: ReadonlySet<Marker> = new Set<Marker>(STORING_MARKERS);
const NO_EDGES: readonly number[] = [];
const NO_REFERENCES: readonly (Reference | null)[] = [];
/** Beyond this many members a cycle's message names only the first step instead of searching the whole path. */
const CYCLE_PATH_LIMIT = 64;

/** An error about a whole expression rather than particular characters. */
function errorOverAll(message: string, text: string): FormulaError {
  const { start, end } = wholeText(text);
  return formulaError(message, start, end);
}

/** One calculation. Node ids: lines 0..n-1 in address order, then variables n..n+m-1. */
export class SurveyRun {
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
    return surveyResults(this.lines, this.variables);
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
      const path = component.length <= CYCLE_PATH_LIMIT ? shortestCycle(this.edges, id, members) : null;
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
