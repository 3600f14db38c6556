import type { TemplateEditorAction } from './editor-state';

/**
 * The editor's keys: arrows move the selection by 1 mm (Shift 10 mm), Alt+arrows resize it, Delete removes it,
 * Ctrl+Z undoes, Ctrl+Y / Ctrl+Shift+Z redo, Ctrl+D duplicates, Ctrl+C / Ctrl+V copy and paste, Ctrl+A selects all,
 * Escape clears the selection. Returns null for keys the editor leaves alone.
 */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  selectedIds: readonly string[],
): TemplateEditorAction | null {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (ctrl) {
    if (key === 'z') return { type: 'edit', action: { type: event.shiftKey ? 'redo' : 'undo' } };
    if (key === 'y') return { type: 'edit', action: { type: 'redo' } };
    if (key === 'd') return { type: 'duplicate' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'v') return { type: 'paste' };
    if (key === 'a') return { type: 'selectAll' };
    return null;
  }
  if (key === 'Escape') return { type: 'select', id: null };
  if (selectedIds.length === 0) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'remove' };
  const step = event.shiftKey ? 10 : 1;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = delta[key];
  if (!move) return null;
  const ids = [...selectedIds];
  return event.altKey
    ? { type: 'edit', action: { type: 'resizeElements', ids, dWidth: move[0], dHeight: move[1] } }
    : { type: 'edit', action: { type: 'moveElements', ids, dx: move[0], dy: move[1] } };
}
