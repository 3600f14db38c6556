import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import {
  designerReducer,
  initialDesignerState,
  type DesignerElement,
  type DesignerState,
} from '@vendoc/designer/designer-reducer';

export interface DesignerContextValue extends DesignerState {
  setElements(elements: DesignerElement[]): void;
  addElement(element: DesignerElement, index?: number): void;
  removeElement(id: string): void;
  selectElement(id: string | null): void;
  updateElement(element: DesignerElement): void;
  setDragging(dragging: boolean): void;
}

const DesignerContext = createContext<DesignerContextValue | null>(null);

/** Holds one designer canvas' elements, selection and dragging flag (SPEC.md sections 3 and 4). */
export function DesignerProvider({
  initialElements,
  children,
}: {
  initialElements?: DesignerElement[];
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    designerReducer<DesignerElement>,
    initialElements,
    initialDesignerState,
  );
  const value = useMemo<DesignerContextValue>(
    () => ({
      ...state,
      setElements: (elements) => dispatch({ type: 'setElements', elements }),
      addElement: (element, index) =>
        dispatch(
          index === undefined ? { type: 'addElement', element } : { type: 'addElement', element, index },
        ),
      removeElement: (id) => dispatch({ type: 'removeElement', id }),
      selectElement: (id) => dispatch({ type: 'selectElement', id }),
      updateElement: (element) => dispatch({ type: 'updateElement', element }),
      setDragging: (dragging) => dispatch({ type: 'setDragging', dragging }),
    }),
    [state],
  );
  return <DesignerContext.Provider value={value}>{children}</DesignerContext.Provider>;
}

/** The designer context; throws outside a DesignerProvider. */
export function useDesigner(): DesignerContextValue {
  const context = useContext(DesignerContext);
  if (!context) throw new Error('useDesigner must be used inside <DesignerProvider>');
  return context;
}
