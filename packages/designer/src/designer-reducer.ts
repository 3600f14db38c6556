/** Anything placed on the designer canvas; only the id is known to the context (SPEC.md section 3). */
export interface DesignerElement {
  id: string;
}

export interface DesignerState<E extends DesignerElement = DesignerElement> {
  /** The elements in order (z-order / reading order). */
  elements: E[];
  selected: E | null;
  dragging: boolean;
}

export type DesignerAction<E extends DesignerElement = DesignerElement> =
  | { type: 'setElements'; elements: E[] }
  | { type: 'addElement'; element: E; index?: number }
  | { type: 'removeElement'; id: string }
  | { type: 'selectElement'; id: string | null }
  | { type: 'updateElement'; element: E }
  | { type: 'setDragging'; dragging: boolean };

/** The designer context's state before anything is loaded. */
export function initialDesignerState<E extends DesignerElement>(elements: E[] = []): DesignerState<E> {
  return { elements, selected: null, dragging: false };
}

/**
 * The designer context operations of SPEC.md section 4 as a pure reducer: set the list, add at a position
 * (clamped; appended without one), remove by id, select by id, update by id (stores a copy and refreshes the
 * selection when it is the selected element), set or clear the dragging flag.
 */
export function designerReducer<E extends DesignerElement>(
  state: DesignerState<E>,
  action: DesignerAction<E>,
): DesignerState<E> {
  switch (action.type) {
    case 'setElements': {
      const selected = state.selected && (action.elements.find((e) => e.id === state.selected?.id) ?? null);
      return { ...state, elements: [...action.elements], selected };
    }
    case 'addElement': {
      const elements = [...state.elements];
      const index = Math.min(Math.max(action.index ?? elements.length, 0), elements.length);
      elements.splice(index, 0, action.element);
      return { ...state, elements };
    }
    case 'removeElement': {
      const elements = state.elements.filter((element) => element.id !== action.id);
      const selected = state.selected?.id === action.id ? null : state.selected;
      return { ...state, elements, selected };
    }
    case 'selectElement': {
      const selected = action.id === null ? null : (state.elements.find((e) => e.id === action.id) ?? null);
      return { ...state, selected };
    }
    case 'updateElement': {
      if (!state.elements.some((element) => element.id === action.element.id)) return state;
      const copy = { ...action.element };
      const elements = state.elements.map((element) => (element.id === copy.id ? copy : element));
      const selected = state.selected?.id === copy.id ? copy : state.selected;
      return { ...state, elements, selected };
    }
    case 'setDragging':
      return state.dragging === action.dragging ? state : { ...state, dragging: action.dragging };
  }
}
