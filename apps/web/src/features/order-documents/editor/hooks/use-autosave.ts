import { useQueryClient } from '@tanstack/react-query';
import { orderDocumentSchema, type OrderDocument } from '@vendoc/contract/order-documents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { updateOrderDocument } from '../../../../entities/order-document/change-order-document';
import { storeOrderDocument } from '../../../../entities/order-document/order-document-cache';
import { apiProblemOf, problemMessage } from '../../../../lib/http/api-problems';
import { draftFieldsOf, type DraftFields } from '../model/draft-fields';
import { fieldProblemsOf, type FieldProblem } from '../model/server-errors';

/** The pause after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 600;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

export interface Autosave {
  fields: DraftFields;
  change(update: (fields: DraftFields) => DraftFields): void;
  status: SaveStatus;
  /** The server's problems with fields after a refused save (or issue), by dotted path. */
  problems: FieldProblem[];
  setProblems(problems: FieldProblem[]): void;
  /** What went wrong without a field, for the alert above the form. */
  message: string | null;
  /** The document as someone else saved it, after a save was refused as stale. */
  conflict: OrderDocument | null;
  /** Takes the other version over (the typed values go). */
  reload(): void;
  /** Saves the typed values over the other version, deliberately. */
  keepMine(): void;
  retry(): void;
  /** Saves what is pending now; resolves with the version saved, or null when it was not saved. */
  flush(): Promise<number | null>;
}

/**
 * A draft edited in place and saved by itself: each change waits AUTOSAVE_DELAY_MS, then the whole content goes
 * to the server with the version it was based on. A stale save (409) never overwrites: the user reloads the
 * other version or saves theirs over it. Field problems of a 400 are kept for the fields to show.
 */
export function useAutosave(document: OrderDocument): Autosave {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => draftFieldsOf(document));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflictState] = useState<OrderDocument | null>(null);
  // The conflict as the timers and saves see it at once (the state shows it with the next render).
  const conflictRef = useRef<OrderDocument | null>(null);
  const setConflict = (next: OrderDocument | null) => {
    conflictRef.current = next;
    setConflictState(next);
  };
  const latest = useRef({
    fields,
    version: document.version,
    /** Changes made so far, and how many of them the server has. */
    edits: 0,
    savedEdits: 0,
    saving: null as Promise<number | null> | null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async (): Promise<number | null> => {
    clearTimeout(timer.current);
    const state = latest.current;
    if (state.saving) await state.saving;
    // A save that waited for one refused as stale does not go; nor one whose base "Neu laden" replaced.
    if (conflictRef.current || state !== latest.current) return null;
    const sentEdits = state.edits;
    setStatus('saving');
    const request = updateOrderDocument(document.id, { ...state.fields, version: state.version })
      .then(async (saved) => {
        if (state !== latest.current) return null;
        state.version = saved.version;
        state.savedEdits = sentEdits;
        setProblems([]);
        setMessage(null);
        await storeOrderDocument(queryClient, saved);
        setStatus(state.edits === sentEdits ? 'saved' : 'pending');
        return saved.version;
      })
      .catch((error: unknown) => {
        // An answer to what was typed before "Neu laden" took the other version over is no longer news.
        if (state !== latest.current) return null;
        const problem = apiProblemOf(error);
        const current = problem?.status === 409 ? orderDocumentSchema.safeParse(problem.current) : null;
        if (current?.success) {
          setConflict(current.data);
          setStatus('conflict');
          return null;
        }
        const found = fieldProblemsOf(error);
        setProblems(found.filter((each) => each.path !== ''));
        const general = found.filter((each) => each.path === '').map((each) => each.message);
        setMessage(general.join(' ') || (found.length > 0 ? null : (problemMessage(error) ?? null)));
        setStatus('failed');
        return null;
      })
      .finally(() => {
        if (state.saving === request) state.saving = null;
      });
    state.saving = request;
    // Changes made meanwhile have their own timer running: they are saved when it fires.
    return request;
  }, [document.id, queryClient]);

  const change = useCallback(
    (update: (fields: DraftFields) => DraftFields) => {
      setFields((current) => {
        const next = update(current);
        latest.current.fields = next;
        return next;
      });
      latest.current.edits += 1;
      setStatus((current) => (current === 'conflict' ? current : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!conflictRef.current) void save();
      }, AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const reload = () => {
    if (!conflict) return;
    const next = draftFieldsOf(conflict);
    latest.current = {
      ...latest.current,
      fields: next,
      version: conflict.version,
      savedEdits: latest.current.edits,
    };
    setFields(next);
    void storeOrderDocument(queryClient, conflict);
    setConflict(null);
    setStatus('saved');
  };

  const keepMine = () => {
    if (!conflict) return;
    latest.current.version = conflict.version;
    setConflict(null);
    void save();
  };

  const flush = async (): Promise<number | null> => {
    const state = latest.current;
    if (state.saving) await state.saving;
    if (conflictRef.current) return null;
    return state.edits === state.savedEdits ? state.version : save();
  };

  return {
    fields,
    change,
    status,
    problems,
    setProblems,
    message,
    conflict,
    reload,
    keepMine,
    retry: () => void save(),
    flush,
  };
}
