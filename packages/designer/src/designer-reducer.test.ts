import { describe, expect, it } from 'vitest';
import { designerReducer, initialDesignerState, type DesignerState } from './designer-reducer';

interface Box {
  id: string;
  x: number;
}

const a: Box = { id: 'a', x: 1 };
const b: Box = { id: 'b', x: 2 };
const c: Box = { id: 'c', x: 3 };

function stateWith(elements: Box[], selected: Box | null = null): DesignerState<Box> {
  return { ...initialDesignerState(elements), selected };
}

describe('designer reducer (SPEC.md section 4)', () => {
  it('starts empty, unselected, not dragging', () => {
    expect(initialDesignerState()).toEqual({ elements: [], selected: null, dragging: false });
  });

  it('sets the whole list and keeps the selection only if that element is still there', () => {
    const kept = designerReducer(stateWith([a, b], b), { type: 'setElements', elements: [b, c] });
    expect(kept.elements).toEqual([b, c]);
    expect(kept.selected).toBe(b);

    const dropped = designerReducer(stateWith([a, b], a), { type: 'setElements', elements: [c] });
    expect(dropped.selected).toBeNull();
  });

  it('adds an element at a given position, clamped to the list, and appends without one', () => {
    const state = stateWith([a, c]);

    expect(designerReducer(state, { type: 'addElement', element: b, index: 1 }).elements).toEqual([a, b, c]);
    expect(designerReducer(state, { type: 'addElement', element: b, index: 0 }).elements).toEqual([b, a, c]);
    expect(designerReducer(state, { type: 'addElement', element: b, index: 99 }).elements).toEqual([a, c, b]);
    expect(designerReducer(state, { type: 'addElement', element: b, index: -5 }).elements).toEqual([b, a, c]);
    expect(designerReducer(state, { type: 'addElement', element: b }).elements).toEqual([a, c, b]);
    expect(state.elements).toEqual([a, c]);
  });

  it('removes an element by id and clears the selection when it was selected', () => {
    const removedSelected = designerReducer(stateWith([a, b, c], b), { type: 'removeElement', id: 'b' });
    expect(removedSelected.elements).toEqual([a, c]);
    expect(removedSelected.selected).toBeNull();

    const removedOther = designerReducer(stateWith([a, b, c], b), { type: 'removeElement', id: 'a' });
    expect(removedOther.selected).toBe(b);
  });

  it('selects an element by id and deselects with null or an unknown id', () => {
    const selected = designerReducer(stateWith([a, b]), { type: 'selectElement', id: 'b' });
    expect(selected.selected).toBe(b);

    expect(designerReducer(selected, { type: 'selectElement', id: null }).selected).toBeNull();
    expect(designerReducer(selected, { type: 'selectElement', id: 'zzz' }).selected).toBeNull();
  });

  it('updates an element by id with a copy and refreshes the selection when it is the selected one', () => {
    const moved = { id: 'b', x: 20 };
    const next = designerReducer(stateWith([a, b, c], b), { type: 'updateElement', element: moved });

    expect(next.elements).toEqual([a, moved, c]);
    expect(next.elements[1]).not.toBe(moved);
    expect(next.selected).toBe(next.elements[1]);
    expect(next.selected).toEqual({ id: 'b', x: 20 });
  });

  it('updates a non-selected element without touching the selection, and ignores unknown ids', () => {
    const state = stateWith([a, b], a);
    const next = designerReducer(state, { type: 'updateElement', element: { id: 'b', x: 5 } });
    expect(next.selected).toBe(a);
    expect(next.elements[1]).toEqual({ id: 'b', x: 5 });

    expect(designerReducer(state, { type: 'updateElement', element: { id: 'nope', x: 0 } })).toBe(state);
  });

  it('sets and clears the dragging flag', () => {
    const dragging = designerReducer(stateWith([a]), { type: 'setDragging', dragging: true });
    expect(dragging.dragging).toBe(true);
    expect(designerReducer(dragging, { type: 'setDragging', dragging: false }).dragging).toBe(false);
  });
});
