import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DesignerTemplate, RegionKey } from '@vendoc/contract/document-templates';
import {
  designerEditorReducer,
  initialEditorState,
  type DesignerEditorAction,
  type DesignerEditorState,
  type RegionSnapshot,
} from '@vendoc/designer/editor-reducer';
import { roundMm } from '@vendoc/designer/geometry';
import { alignBoxes, type Alignment } from './align';

type RegionEditor = DesignerEditorState<TemplateElement>;

/**
 * The template editor: one @vendoc/designer editor (elements, selection, undo history) per page region, the region
 * on the canvas, the multi-selection (Shift-click) and the clipboard.
 */
export interface TemplateEditorState {
  /** The template as loaded; its regions' elements are those of `regions`. */
  base: DesignerTemplate;
  region: RegionKey;
  regions: Record<RegionKey, RegionEditor>;
  /** Selected element ids of the active region; the editor's `selected` is the last one clicked. */
  selectedIds: string[];
  clipboard: TemplateElement[];
  /** The regions' elements and backgrounds the server has (loaded or last saved): unsaved while one differs. */
  saved: RegionSnapshots;
}

export type TemplateEditorAction =
  | { type: 'edit'; action: DesignerEditorAction<TemplateElement> }
  | { type: 'select'; id: string | null; add?: boolean }
  | { type: 'selectAll' }
  /** Selects these elements (a box drawn on the page); with `add` they join the selection. */
  | { type: 'selectMany'; ids: string[]; add?: boolean }
  | { type: 'region'; region: RegionKey }
  | { type: 'remove' }
  | { type: 'duplicate' }
  | { type: 'copy' }
  | { type: 'paste' }
  /** Lines up or spreads the selected unlocked elements: one undo step. */
  | { type: 'align'; alignment: Alignment }
  | { type: 'load'; template: DesignerTemplate }
  /** These regions (as sent) are stored now. */
  | { type: 'saved'; regions: RegionSnapshots };

export type RegionSnapshots = Record<RegionKey, RegionSnapshot<TemplateElement>>;

export function initialTemplateEditor(template: DesignerTemplate): TemplateEditorState {
  const regions = {
    firstPage: initialEditorState(template.firstPage.elements, template.firstPage.background),
    followingPages: initialEditorState(template.followingPages.elements, template.followingPages.background),
  };
  return {
    base: template,
    region: 'firstPage',
    regions,
    selectedIds: [],
    clipboard: [],
    saved: regionSnapshots(regions),
  };
}

const REGION_KEYS: readonly RegionKey[] = ['firstPage', 'followingPages'];

function snapshotOf(editor: RegionEditor): RegionSnapshot<TemplateElement> {
  return { elements: editor.elements, background: editor.background };
}

/** The elements and backgrounds of both regions (what a save sends). */
export function regionSnapshots(regions: TemplateEditorState['regions']): RegionSnapshots {
  return { firstPage: snapshotOf(regions.firstPage), followingPages: snapshotOf(regions.followingPages) };
}

/** Whether the editor holds changes the server does not have. */
export function isUnsaved(state: TemplateEditorState): boolean {
  return REGION_KEYS.some(
    (key) =>
      state.regions[key].elements !== state.saved[key].elements ||
      state.regions[key].background !== state.saved[key].background,
  );
}

/** The template with the edited elements and backgrounds of both regions. */
export function currentTemplate(state: TemplateEditorState): DesignerTemplate {
  const region = (key: RegionKey) => ({ ...state.base[key], ...snapshotOf(state.regions[key]) });
  return { ...state.base, firstPage: region('firstPage'), followingPages: region('followingPages') };
}

export function activeEditor(state: TemplateEditorState): RegionEditor {
  return state.regions[state.region];
}

/** The selected elements of the active region, in paint order. */
export function selectedElements(state: TemplateEditorState): TemplateElement[] {
  const chosen = new Set(state.selectedIds);
  return activeEditor(state).elements.filter((element) => chosen.has(element.id));
}

let copyCounter = 0;
/** An id unique in the template (both regions). */
export function freshId(template: DesignerTemplate, prefix: string): string {
  const taken = new Set(
    [...template.firstPage.elements, ...template.followingPages.elements].map((e) => e.id),
  );
  let id: string;
  do {
    copyCounter += 1;
    id = `${prefix}-${Date.now().toString(36)}${copyCounter.toString(36)}`.slice(0, 100);
  } while (taken.has(id));
  return id;
}

/** Copies of `elements` with new ids, 5 mm right and down, appended on top of the active region's list. */
function withCopies(state: TemplateEditorState, elements: TemplateElement[]): TemplateEditorState {
  if (elements.length === 0) return state;
  const template = currentTemplate(state);
  const copies = elements.map((element) => ({
    ...structuredClone(element),
    id: freshId(template, element.kind),
    x: roundMm(element.x + 5),
    y: roundMm(element.y + 5),
    locked: false,
  }));
  const editor = activeEditor(state);
  const next = edit(state, { type: 'setElements', elements: [...editor.elements, ...copies] });
  return { ...next, selectedIds: copies.map((copy) => copy.id) };
}

function edit(
  state: TemplateEditorState,
  action: DesignerEditorAction<TemplateElement>,
): TemplateEditorState {
  const editor = activeEditor(state);
  const next = designerEditorReducer(editor, action);
  if (next === editor) return state;
  const ids = new Set(next.elements.map((element) => element.id));
  return {
    ...state,
    regions: { ...state.regions, [state.region]: next },
    selectedIds: state.selectedIds.filter((id) => ids.has(id)),
  };
}

export function templateEditorReducer(
  state: TemplateEditorState,
  action: TemplateEditorAction,
): TemplateEditorState {
  switch (action.type) {
    case 'edit':
      return edit(state, action.action);
    case 'select': {
      const selected = edit(state, { type: 'selectElement', id: action.id });
      if (action.id === null) return { ...selected, selectedIds: [] };
      const ids = action.add
        ? state.selectedIds.includes(action.id)
          ? state.selectedIds.filter((id) => id !== action.id)
          : [...state.selectedIds, action.id]
        : [action.id];
      return { ...selected, selectedIds: ids };
    }
    case 'selectMany': {
      const ids = action.add ? [...new Set([...state.selectedIds, ...action.ids])] : action.ids;
      const selected = edit(state, { type: 'selectElement', id: ids.at(-1) ?? null });
      return { ...selected, selectedIds: ids };
    }
    case 'selectAll':
      return { ...state, selectedIds: activeEditor(state).elements.map((element) => element.id) };
    case 'region':
      return action.region === state.region ? state : { ...state, region: action.region, selectedIds: [] };
    case 'remove': {
      const chosen = new Set(state.selectedIds);
      const elements = activeEditor(state).elements.filter((e) => !chosen.has(e.id) || e.locked);
      return edit(state, { type: 'setElements', elements });
    }
    case 'duplicate':
      return withCopies(state, selectedElements(state));
    case 'copy':
      return { ...state, clipboard: structuredClone(selectedElements(state)) };
    case 'paste':
      return withCopies(state, state.clipboard);
    case 'align': {
      const corners = alignBoxes(
        selectedElements(state).filter((element) => !element.locked),
        action.alignment,
      );
      if (corners.size === 0) return state;
      const elements = activeEditor(state).elements.map((element) => {
        const corner = corners.get(element.id);
        return corner && (corner.x !== element.x || corner.y !== element.y)
          ? { ...element, ...corner }
          : element;
      });
      return edit(state, { type: 'setElements', elements });
    }
    case 'load':
      return { ...initialTemplateEditor(action.template), region: state.region, clipboard: state.clipboard };
    case 'saved':
      return { ...state, saved: action.regions };
  }
}
