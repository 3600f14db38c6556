import type { QuantitySurveyLine, QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LineFields } from './line-fields';

export type SaveStatus = 'idle' | 'saving' | 'failed' | 'conflict';

/**
 * A line with edits the server does not have yet: a new line (id null until its POST succeeded) or a stored line
 * being changed. Nothing typed is dropped until the server has it or the person reverts it.
 */
export interface LineDraft {
  /** The row's key in the grid; stays the same when a new line gets its server id. */
  readonly key: string;
  readonly id: string | null;
  readonly sheetId: string;
  /** The stored row, or the row a new line asks for (the server may give another one). */
  readonly row: string;
  /** New lines: the row they were inserted after. */
  readonly afterRow: string | null;
  readonly fields: LineFields;
  readonly status: SaveStatus;
  /** Why the last save failed. */
  readonly message: string | null;
  /** The fields the failed save sent: leaving the line does not send them again (retry, Enter and saveAll do). */
  readonly failedFields?: LineFields | null;
  /** After a 409: the line as someone else stored it. */
  readonly conflict: QuantitySurveyLine | null;
  /** Who stored it, when the server says so. */
  readonly conflictBy?: string | null;
}

/** A variable being added or changed (survey-wide: sheetId null). */
export interface VariableDraft {
  readonly key: string;
  readonly id: string | null;
  readonly sheetId: string | null;
  readonly name: string;
  readonly expression: string;
  readonly status: SaveStatus;
  readonly message: string | null;
  readonly conflict: QuantitySurveyVariable | null;
}

export interface EditorState {
  readonly lines: Readonly<Record<string, LineDraft>>;
  readonly variables: Readonly<Record<string, VariableDraft>>;
  /** Server id -> grid key of lines created here (their key was given before the id was known). */
  readonly keyOfId: Readonly<Record<string, string>>;
}

export type EditorStore = StoreApi<EditorState>;

/** The editor's unsaved edits; one store per open survey. */
export function createEditorStore(): EditorStore {
  return createStore<EditorState>()(() => ({ lines: {}, variables: {}, keyOfId: {} }));
}

let nextKey = 1;

/** A key for a line or variable that has no server id yet. */
export function newKey(prefix: 'line' | 'variable'): string {
  return `new-${prefix}-${nextKey++}`;
}

/** The grid key of a stored line. */
export function lineKey(state: EditorState, lineId: string): string {
  return state.keyOfId[lineId] ?? lineId;
}

export function setLineDraft(store: EditorStore, draft: LineDraft): void {
  store.setState((state) => ({ lines: { ...state.lines, [draft.key]: draft } }));
}

export function updateLineDraft(store: EditorStore, key: string, change: Partial<LineDraft>): void {
  store.setState((state) => {
    const draft = state.lines[key];
    return draft ? { lines: { ...state.lines, [key]: { ...draft, ...change } } } : state;
  });
}

export function removeLineDraft(store: EditorStore, key: string): void {
  store.setState((state) => {
    if (!(key in state.lines)) return state;
    const lines = { ...state.lines };
    delete lines[key];
    return { lines };
  });
}

export function rememberKey(store: EditorStore, lineId: string, key: string): void {
  if (lineId === key) return;
  store.setState((state) => ({ keyOfId: { ...state.keyOfId, [lineId]: key } }));
}

export function setVariableDraft(store: EditorStore, draft: VariableDraft): void {
  store.setState((state) => ({ variables: { ...state.variables, [draft.key]: draft } }));
}

export function updateVariableDraft(store: EditorStore, key: string, change: Partial<VariableDraft>): void {
  store.setState((state) => {
    const draft = state.variables[key];
    return draft ? { variables: { ...state.variables, [key]: { ...draft, ...change } } } : state;
  });
}

export function removeVariableDraft(store: EditorStore, key: string): void {
  store.setState((state) => {
    if (!(key in state.variables)) return state;
    const variables = { ...state.variables };
    delete variables[key];
    return { variables };
  });
}
