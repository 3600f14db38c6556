import { describe, expect, it } from 'vitest';
import { starterTemplate } from '@vendoc/designer/starters';
import { alignBoxes } from './align';
import {
  activeEditor,
  currentTemplate,
  initialTemplateEditor,
  isUnsaved,
  templateEditorReducer,
  type TemplateEditorAction,
  type TemplateEditorState,
  regionSnapshots,
} from './editor-state';

const run = (state: TemplateEditorState, ...actions: TemplateEditorAction[]) =>
  actions.reduce(templateEditorReducer, state);
const box = (state: TemplateEditorState, id: string) => {
  const element = activeEditor(state).elements.find((each) => each.id === id);
  return element && { x: element.x, y: element.y, width: element.width, height: element.height };
};

describe('aligning and distributing', () => {
  it('lines boxes up on the left, right and centre of the selection', () => {
    const boxes = [
      { id: 'a', x: 10, y: 0, width: 20, height: 5 },
      { id: 'b', x: 40, y: 10, width: 10, height: 5 },
    ];
    expect(alignBoxes(boxes, 'left').get('b')).toEqual({ x: 10, y: 10 });
    expect(alignBoxes(boxes, 'right').get('a')).toEqual({ x: 30, y: 0 });
    expect(alignBoxes(boxes, 'centerX').get('b')).toEqual({ x: 25, y: 10 });
    expect(alignBoxes(boxes, 'bottom').get('a')).toEqual({ x: 10, y: 10 });
  });

  it('spreads boxes with equal gaps, the outermost stay', () => {
    const boxes = [
      { id: 'a', x: 0, y: 0, width: 10, height: 5 },
      { id: 'c', x: 90, y: 0, width: 10, height: 5 },
      { id: 'b', x: 20, y: 0, width: 20, height: 5 },
    ];
    const spread = alignBoxes(boxes, 'distributeX');
    expect([spread.get('a')?.x, spread.get('b')?.x, spread.get('c')?.x]).toEqual([0, 40, 90]);
  });
});

describe('the template editor state', () => {
  it('aligns a Shift-selection in one undo step and knows it is unsaved until saved', () => {
    let state = initialTemplateEditor(starterTemplate('offer'));
    state = run(state, { type: 'select', id: 'subject' }, { type: 'select', id: 'logo', add: true });
    expect(state.selectedIds).toEqual(['subject', 'logo']);
    state = run(state, { type: 'align', alignment: 'left' });
    expect(box(state, 'logo')?.x).toBe(25);
    expect(isUnsaved(state)).toBe(true);
    state = run(state, { type: 'edit', action: { type: 'undo' } });
    expect(box(state, 'logo')?.x).toBe(135);
    expect(isUnsaved(state)).toBe(false);
  });

  it('keeps each page region with its own elements and history', () => {
    let state = initialTemplateEditor(starterTemplate('offer'));
    state = run(state, { type: 'select', id: 'logo' }, { type: 'duplicate' });
    const firstCount = activeEditor(state).elements.length;
    state = run(state, { type: 'region', region: 'followingPages' });
    expect(state.selectedIds).toEqual([]);
    expect(activeEditor(state).elements.length).toBe(7);
    state = run(state, { type: 'edit', action: { type: 'undo' } });
    expect(activeEditor(state).elements.length).toBe(7);
    state = run(state, { type: 'region', region: 'firstPage' });
    expect(activeEditor(state).elements.length).toBe(firstCount);
  });

  it('selects the elements of a box, joining the selection with Shift', () => {
    let state = initialTemplateEditor(starterTemplate('offer'));
    state = run(state, { type: 'selectMany', ids: ['subject', 'logo'] });
    expect(state.selectedIds).toEqual(['subject', 'logo']);
    expect(activeEditor(state).selected?.id).toBe('logo');
    state = run(state, { type: 'select', id: 'subject' });
    state = run(state, { type: 'selectMany', ids: ['logo', 'subject'], add: true });
    expect(state.selectedIds).toEqual(['subject', 'logo']);
    state = run(state, { type: 'selectMany', ids: [] });
    expect(state.selectedIds).toEqual([]);
    expect(activeEditor(state).selected).toBeNull();
  });

  it("loads, edits and saves each region's background; a new background is unsaved until saved", () => {
    const letterhead = { type: 'pdf', fileId: '0190a0b0-0000-7000-8000-0000000000dd', page: 2 } as const;
    const starter = starterTemplate('offer');
    const loaded = { ...starter, followingPages: { ...starter.followingPages, background: letterhead } };
    let state = initialTemplateEditor(loaded);
    expect(currentTemplate(state).followingPages.background).toEqual(letterhead);
    state = run(state, { type: 'edit', action: { type: 'setBackground', background: letterhead } });
    expect(isUnsaved(state)).toBe(true);
    expect(currentTemplate(state).firstPage.background).toEqual(letterhead);
    state = run(state, { type: 'saved', regions: regionSnapshots(state.regions) });
    expect(isUnsaved(state)).toBe(false);
    state = run(state, { type: 'edit', action: { type: 'undo' } });
    expect(currentTemplate(state).firstPage.background).toBeNull();
    expect(isUnsaved(state)).toBe(true);
  });
});
