/** How many steps the editor can undo (issue 13: at least 100). */
export const HISTORY_LIMIT = 100;

/** Undo and redo as a pure structure: the states before (oldest first) and after the current one. */
export interface UndoStack<T> {
  past: readonly T[];
  future: readonly T[];
}

/** An empty history. */
export function emptyUndoStack<T>(): UndoStack<T> {
  return { past: [], future: [] };
}

/** Records `previous` as an undo step (dropping the oldest beyond `limit`) and forgets what could be redone. */
export function pushUndo<T>(stack: UndoStack<T>, previous: T, limit = HISTORY_LIMIT): UndoStack<T> {
  const past = [...stack.past, previous];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** Goes one step back: the state to show and the new stack; null when there is nothing to undo. */
export function undoStep<T>(stack: UndoStack<T>, current: T): { value: T; stack: UndoStack<T> } | null {
  if (stack.past.length === 0) return null;
  const value = stack.past[stack.past.length - 1] as T;
  return { value, stack: { past: stack.past.slice(0, -1), future: [current, ...stack.future] } };
}

/** Goes one step forward again: the state to show and the new stack; null when there is nothing to redo. */
export function redoStep<T>(stack: UndoStack<T>, current: T): { value: T; stack: UndoStack<T> } | null {
  if (stack.future.length === 0) return null;
  const value = stack.future[0] as T;
  return { value, stack: { past: [...stack.past, current], future: stack.future.slice(1) } };
}
