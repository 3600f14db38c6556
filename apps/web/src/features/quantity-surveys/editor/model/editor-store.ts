import type { QuantitySurveyLine, QuantitySurveyVariable } from '@vendoc/contract/quantity-surveys';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { draftRecord, type RowDraftStore } from '../../../../lib/row-saving/row-drafts';
import type { RowDraft, RowSaveStatus } from '../../../../lib/row-saving/row-saver';
import type { LineFields } from './line-fields';

export type SaveStatus = RowSaveStatus;

/**
 * A line with edits the server does not have yet: a new line (id null until its POST succeeded) or a stored line
 * being changed (the shared row draft: typed fields, save status, conflict).
 */
export interface LineDraft extends RowDraft<LineFields, QuantitySurveyLine> {
  readonly id: string | null;
  readonly sheetId: string;
  /** The stored row, or the row a new line asks for (the server may give another one). */
  readonly row: string;
  /** New lines: the row they were inserted after. */
  readonly afterRow: string | null;
}

/** What a person edits in a variable. */
export interface VariableFields {
  readonly name: string;
  readonly expression: string;
}

/** A variable being added or changed (survey-wide: sheetId null). */
export interface VariableDraft extends RowDraft<VariableFields, QuantitySurveyVariable> {
  readonly id: string | null;
  readonly sheetId: string | null;
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
// Keys of new lines that wait in the outbox outlive the page: a page loaded later must not give the same key again.
const pageLoad = Math.floor(Math.random() * 36 ** 4).toString(36);

/** A key for a line or variable that has no server id yet. */
export function newKey(prefix: 'line' | 'variable'): string {
  return `new-${prefix}-${nextKey++}-${pageLoad}`;
}

/** The grid key of a stored line. */
export function lineKey(state: EditorState, lineId: string): string {
  return state.keyOfId[lineId] ?? lineId;
}

/** The line drafts of an editor store, for the shared row saver. */
export function lineDrafts(store: EditorStore): RowDraftStore<LineDraft> {
  return draftRecord<EditorState, LineDraft>(store, 'lines');
}

/** The variable drafts of an editor store, for the shared row saver. */
export function variableDrafts(store: EditorStore): RowDraftStore<VariableDraft> {
  return draftRecord<EditorState, VariableDraft>(store, 'variables');
}

export function setLineDraft(store: EditorStore, draft: LineDraft): void {
  lineDrafts(store).set(draft);
}

export function rememberKey(store: EditorStore, lineId: string, key: string): void {
  if (lineId === key) return;
  store.setState((state) => ({ keyOfId: { ...state.keyOfId, [lineId]: key } }));
}
