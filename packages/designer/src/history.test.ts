import { describe, expect, it } from 'vitest';
import { emptyUndoStack, HISTORY_LIMIT, pushUndo, redoStep, undoStep } from './history';

describe('undo stack', () => {
  it('undoes and redoes in order, and a new step forgets the redo branch', () => {
    let stack = pushUndo(pushUndo(emptyUndoStack<string>(), 'a'), 'b');
    const undone = undoStep(stack, 'c');
    expect(undone?.value).toBe('b');
    stack = undone!.stack;
    const undoneAgain = undoStep(stack, 'b');
    expect(undoneAgain?.value).toBe('a');
    const redone = redoStep(undoneAgain!.stack, 'a');
    expect(redone?.value).toBe('b');
    expect(redoStep(redone!.stack, 'b')?.value).toBe('c');
    expect(pushUndo(redone!.stack, 'b').future).toEqual([]);
  });

  it('has nothing to undo or redo when empty', () => {
    expect(undoStep(emptyUndoStack(), 'x')).toBeNull();
    expect(redoStep(emptyUndoStack(), 'x')).toBeNull();
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let stack = emptyUndoStack<number>();
    for (let step = 0; step < HISTORY_LIMIT + 20; step++) stack = pushUndo(stack, step);
    expect(stack.past).toHaveLength(HISTORY_LIMIT);
    expect(stack.past[0]).toBe(20);
    expect(pushUndo(emptyUndoStack<number>(), 1, 1).past).toEqual([1]);
  });
});
