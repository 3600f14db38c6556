import type { Background } from '@vendoc/contract/document-templates';
import {
  designerReducer,
  initialDesignerState,
  type DesignerAction,
  type DesignerState,
} from './designer-reducer';
import {
  moveElements,
  numberZ,
  reorderElement,
  resizeElements,
  setBounds,
  type Bounds,
  type PlacedElement,
  type ZOrderMove,
} from './element-operations';
import { emptyUndoStack, pushUndo, redoStep, undoStep, type UndoStack } from './history';

/** What an undo step restores: the region's element list and its background. */
export interface RegionSnapshot<E extends PlacedElement> {
  elements: E[];
  background: Background | null;
}

/**
 * The editor's state: the designer context (SPEC.md section 4), the region's background (letterhead) and the undo
 * history of both. All moves of one drag (from setDragging true to false) are a single undo step.
 */
export interface DesignerEditorState<E extends PlacedElement> extends DesignerState<E> {
  /** What is printed under the elements (an uploaded letterhead page or image), or none. */
  background: Background | null;
  history: UndoStack<RegionSnapshot<E>>;
  /** Whether the running drag has already recorded its undo step. */
  dragStepRecorded: boolean;
}

export type DesignerEditorAction<E extends PlacedElement> =
  | DesignerAction<E>
  | { type: 'moveElements'; ids: string[]; dx: number; dy: number }
  | { type: 'resizeElements'; ids: string[]; dWidth: number; dHeight: number }
  | { type: 'setBounds'; id: string; bounds: Bounds }
  | { type: 'reorderElement'; id: string; move: ZOrderMove }
  /** Sets or removes (null) the region's background: an undo step like any element change. */
  | { type: 'setBackground'; background: Background | null }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts over with these elements (and background) and no history (a template was loaded). */
  | { type: 'reset'; elements: E[]; background?: Background | null };

/** The editor's state for a freshly loaded element list (and background): nothing selected, no history. */
export function initialEditorState<E extends PlacedElement>(
  elements: E[] = [],
  background: Background | null = null,
): DesignerEditorState<E> {
  return {
    ...initialDesignerState(numberZ(elements)),
    background,
    history: emptyUndoStack(),
    dragStepRecorded: false,
  };
}

/** Whether there is a step to undo / redo (for the toolbar's buttons). */
export function canUndo(state: DesignerEditorState<PlacedElement>): boolean {
  return state.history.past.length > 0;
}
export function canRedo(state: DesignerEditorState<PlacedElement>): boolean {
  return state.history.future.length > 0;
}

/** The new list with the selection refreshed to the element of the same id in it (or none). */
function withElements<E extends PlacedElement>(
  state: DesignerEditorState<E>,
  elements: E[],
): DesignerEditorState<E> {
  if (elements === state.elements) return state;
  const selected = state.selected && (elements.find((element) => element.id === state.selected?.id) ?? null);
  return { ...state, elements, selected };
}

function sameBackground(a: Background | null, b: Background | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function snapshot<E extends PlacedElement>(state: DesignerEditorState<E>): RegionSnapshot<E> {
  return { elements: state.elements, background: state.background };
}

/** Applies an editing action without looking at the history. */
function edit<E extends PlacedElement>(
  state: DesignerEditorState<E>,
  action: Exclude<DesignerEditorAction<E>, { type: 'undo' | 'redo' | 'reset' }>,
): DesignerEditorState<E> {
  switch (action.type) {
    case 'moveElements':
      return withElements(state, moveElements(state.elements, action.ids, action.dx, action.dy));
    case 'resizeElements':
      return withElements(state, resizeElements(state.elements, action.ids, action.dWidth, action.dHeight));
    case 'setBounds':
      return withElements(state, setBounds(state.elements, action.id, action.bounds));
    case 'reorderElement':
      return withElements(state, reorderElement(state.elements, action.id, action.move));
    case 'setBackground':
      return sameBackground(state.background, action.background)
        ? state
        : { ...state, background: action.background };
    default: {
      const next = designerReducer(state, action);
      if (next === state) return state;
      // set, add and remove change the order: keep z equal to the list position
      const elements = next.elements === state.elements ? next.elements : numberZ(next.elements);
      return withElements({ ...state, ...next, elements: next.elements }, elements);
    }
  }
}

/**
 * The page designer's editor as a pure reducer: the designer context operations (set, add at a position, remove,
 * select, update by id, dragging), moving and resizing in mm (rounded to 0.1 mm; locked elements stay), the z-order,
 * the region's background, and undo / redo of every change to the element list or background, up to HISTORY_LIMIT
 * steps. Selection and dragging are not
 * undo steps; one drag is one step however many moves it makes.
 */
export function designerEditorReducer<E extends PlacedElement>(
  state: DesignerEditorState<E>,
  action: DesignerEditorAction<E>,
): DesignerEditorState<E> {
  switch (action.type) {
    case 'reset':
      return initialEditorState(action.elements, action.background);
    case 'undo':
    case 'redo': {
      const step = (action.type === 'undo' ? undoStep : redoStep)(state.history, snapshot(state));
      if (!step) return state;
      return {
        ...withElements(state, step.value.elements),
        background: step.value.background,
        history: step.stack,
        dragging: false,
        dragStepRecorded: false,
      };
    }
    default: {
      const next = edit(state, action);
      if (action.type === 'setDragging') return next === state ? state : { ...next, dragStepRecorded: false };
      if (next.elements === state.elements && next.background === state.background) return next;
      if (state.dragging && state.dragStepRecorded) return next;
      return { ...next, history: pushUndo(state.history, snapshot(state)), dragStepRecorded: state.dragging };
    }
  }
}
