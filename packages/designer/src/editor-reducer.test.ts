import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import {
  canRedo,
  canUndo,
  designerEditorReducer as reduce,
  initialEditorState,
  type DesignerEditorAction,
} from './editor-reducer';
import { HISTORY_LIMIT } from './history';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';

const logo = createElement('image', { id: 'logo', x: 10, y: 10 });
const title = createElement('text', { id: 'title', x: 25, y: 100 });
const table = createElement('positionsTable', { id: 'items', x: 25, y: 120 });

function run(
  actions: DesignerEditorAction<TemplateElement>[],
  start = initialEditorState<TemplateElement>([logo, title, table]),
) {
  return actions.reduce(reduce<TemplateElement>, start);
}
const ids = (state: { elements: TemplateElement[] }) => state.elements.map((element) => element.id);

describe('designer editor reducer', () => {
  it('starts from a loaded list with z numbered, nothing selected and no history', () => {
    const state = initialEditorState([{ ...logo, z: 7 }, title]);
    expect(state.elements.map((element) => element.z)).toEqual([0, 1]);
    expect(state.selected).toBeNull();
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
  });

  it('keeps the SPEC.md context operations and numbers z after add and remove', () => {
    const added = createElement('line', { id: 'rule' });
    const state = run([
      { type: 'addElement', element: added, index: 1 },
      { type: 'selectElement', id: 'rule' },
    ]);
    expect(ids(state)).toEqual(['logo', 'rule', 'title', 'items']);
    expect(state.elements.map((element) => element.z)).toEqual([0, 1, 2, 3]);
    expect(state.selected).toBe(state.elements[1]);

    const removed = reduce(state, { type: 'removeElement', id: 'logo' });
    expect(removed.elements.map((element) => element.z)).toEqual([0, 1, 2]);
    expect(removed.selected).toBe(removed.elements[0]);
    expect(removed.selected?.z).toBe(0);
  });

  it('moves and resizes the selected element and refreshes the selection', () => {
    const state = run([
      { type: 'selectElement', id: 'title' },
      { type: 'moveElements', ids: ['title'], dx: 1, dy: -10 },
      { type: 'resizeElements', ids: ['title'], dWidth: 10, dHeight: 0 },
    ]);
    expect(state.selected).toBe(state.elements[1]);
    expect(state.selected).toMatchObject({ x: 26, y: 90, width: 90, height: 10 });
    const bounded = reduce(state, {
      type: 'setBounds',
      id: 'title',
      bounds: { x: 0, y: 0, width: 5, height: 5 },
    });
    expect(bounded.selected).toMatchObject({ x: 0, y: 0, width: 5, height: 5 });
  });

  it('changes the z-order', () => {
    expect(ids(run([{ type: 'reorderElement', id: 'logo', move: 'front' }]))).toEqual([
      'title',
      'items',
      'logo',
    ]);
  });

  it('undoes and redoes changes to the elements, not selection or dragging', () => {
    const state = run([
      { type: 'moveElements', ids: ['logo'], dx: 5, dy: 0 },
      { type: 'selectElement', id: 'logo' },
      { type: 'removeElement', id: 'title' },
    ]);
    expect(state.history.past).toHaveLength(2);

    const undone = reduce(state, { type: 'undo' });
    expect(ids(undone)).toEqual(['logo', 'title', 'items']);
    expect(undone.selected).toBe(undone.elements[0]);
    const twice = reduce(undone, { type: 'undo' });
    expect(twice.elements[0]?.x).toBe(10);
    expect(reduce(twice, { type: 'undo' })).toBe(twice);

    const redone = run([{ type: 'redo' }, { type: 'redo' }], twice);
    expect(ids(redone)).toEqual(['logo', 'items']);
    expect(redone.elements[0]?.x).toBe(15);
    expect(reduce(redone, { type: 'redo' })).toBe(redone);
    expect(canRedo(twice)).toBe(true);
    expect(canRedo(reduce(twice, { type: 'moveElements', ids: ['items'], dx: 1, dy: 1 }))).toBe(false);
  });

  it('records a whole drag as one undo step', () => {
    const moves: DesignerEditorAction<TemplateElement>[] = Array.from({ length: 50 }, () => ({
      type: 'moveElements',
      ids: ['logo'],
      dx: 0.5,
      dy: 0.2,
    }));
    const state = run([
      { type: 'setDragging', dragging: true },
      ...moves,
      { type: 'setDragging', dragging: false },
      { type: 'moveElements', ids: ['logo'], dx: 1, dy: 0 },
    ]);
    expect(state.elements[0]).toMatchObject({ x: 36, y: 20 });
    expect(state.history.past).toHaveLength(2);
    const afterDrag = reduce(state, { type: 'undo' });
    expect(afterDrag.elements[0]).toMatchObject({ x: 35, y: 20 });
    expect(reduce(afterDrag, { type: 'undo' }).elements[0]).toMatchObject({ x: 10, y: 10 });
  });

  it(`undoes ${HISTORY_LIMIT} steps`, () => {
    const moves: DesignerEditorAction<TemplateElement>[] = Array.from({ length: HISTORY_LIMIT + 5 }, () => ({
      type: 'moveElements',
      ids: ['title'],
      dx: 1,
      dy: 0,
    }));
    let state = run(moves);
    expect(state.elements[1]?.x).toBe(25 + HISTORY_LIMIT + 5);
    for (let step = 0; step < HISTORY_LIMIT; step++) state = reduce(state, { type: 'undo' });
    expect(state.elements[1]?.x).toBe(30);
    expect(canUndo(state)).toBe(false);
  });

  it('ignores moves of locked elements and unknown ids without an undo step', () => {
    const locked = initialEditorState<TemplateElement>([{ ...logo, locked: true }]);
    expect(reduce(locked, { type: 'moveElements', ids: ['logo'], dx: 1, dy: 1 })).toBe(locked);
    expect(reduce(locked, { type: 'updateElement', element: { ...title, id: 'nope' } })).toBe(locked);
  });

  it('starts over on reset', () => {
    const state = run([
      { type: 'removeElement', id: 'logo' },
      { type: 'reset', elements: [table] },
    ]);
    expect(ids(state)).toEqual(['items']);
    expect(canUndo(state)).toBe(false);
  });

  describe('background', () => {
    const letterhead = { type: 'pdf', fileId: '0190a0b0-0000-7000-8000-000000000001', page: 1 } as const;
    const photo = { type: 'image', fileId: '0190a0b0-0000-7000-8000-000000000002' } as const;

    it('starts with the loaded background, none by default', () => {
      expect(initialEditorState([logo]).background).toBeNull();
      expect(initialEditorState([logo], letterhead).background).toEqual(letterhead);
    });

    it('sets, replaces and removes the background, each an undo step that undo and redo restore', () => {
      const state = run([
        { type: 'setBackground', background: letterhead },
        { type: 'setBackground', background: photo },
        { type: 'setBackground', background: null },
      ]);
      expect(state.background).toBeNull();
      expect(state.history.past).toHaveLength(3);
      const undone = run([{ type: 'undo' }], state);
      expect(undone.background).toEqual(photo);
      expect(run([{ type: 'undo' }, { type: 'undo' }], state).background).toEqual(letterhead);
      expect(run([{ type: 'redo' }], undone).background).toBeNull();
    });

    it('keeps the background when an element change is undone, and the elements when the background is', () => {
      const state = run([
        { type: 'setBackground', background: letterhead },
        { type: 'removeElement', id: 'logo' },
      ]);
      const elementUndone = run([{ type: 'undo' }], state);
      expect(ids(elementUndone)).toEqual(['logo', 'title', 'items']);
      expect(elementUndone.background).toEqual(letterhead);
      const backgroundUndone = run([{ type: 'undo' }], elementUndone);
      expect(backgroundUndone.background).toBeNull();
      expect(ids(backgroundUndone)).toEqual(['logo', 'title', 'items']);
    });

    it('records no step for the same background again', () => {
      const state = run([{ type: 'setBackground', background: letterhead }]);
      expect(reduce(state, { type: 'setBackground', background: { ...letterhead } })).toBe(state);
    });

    it('takes the background given to reset', () => {
      const state = run([{ type: 'reset', elements: [table], background: photo }]);
      expect(state.background).toEqual(photo);
      expect(canUndo(state)).toBe(false);
    });
  });
});
