import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { documentTemplateSchema, type DocumentTemplate } from '@vendoc/contract/document-template-records';
import { updateTemplate } from '../../../entities/document-template/change-templates';
import { storeTemplate } from '../../../entities/document-template/template-cache';
import { apiProblemOf, problemMessage } from '../../../lib/http/api-problems';
import {
  currentTemplate,
  isUnsaved,
  regionSnapshots,
  type TemplateEditorAction,
  type TemplateEditorState,
} from './editor-state';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

/**
 * Saves the editor's template `delay` ms after the last change (PATCH with the version read). A 409 stops saving and
 * offers the server's version ("Neu laden") or to save this one over it ("Meine Fassung speichern").
 */
export function useAutosave(
  record: DocumentTemplate,
  state: TemplateEditorState,
  dispatch: Dispatch<TemplateEditorAction>,
  delay: number,
) {
  const queryClient = useQueryClient();
  const version = useRef(record.version);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<DocumentTemplate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const running = useRef<Promise<boolean> | null>(null);
  const unsaved = isUnsaved(state);

  const save = useCallback((): Promise<boolean> => {
    if (running.current) return running.current.then(() => save());
    const now = latest.current;
    if (!isUnsaved(now)) return Promise.resolve(true);
    const regions = regionSnapshots(now.regions);
    setSaving(true);
    const request = updateTemplate(record.id, { template: currentTemplate(now), version: version.current })
      .then(
        (stored) => {
          version.current = stored.version;
          setFailure(null);
          dispatch({ type: 'saved', regions });
          void storeTemplate(queryClient, stored);
          return true;
        },
        (error: unknown) => {
          const problem = apiProblemOf(error);
          const current = problem?.status === 409 ? documentTemplateSchema.safeParse(problem.current) : null;
          if (current?.success) setConflict(current.data);
          else setFailure(problemMessage(error) ?? '–');
          return false;
        },
      )
      .finally(() => {
        running.current = null;
        setSaving(false);
      });
    running.current = request;
    return request;
  }, [dispatch, queryClient, record.id]);

  const blocked = conflict !== null || failure !== null;
  useEffect(() => {
    if (!unsaved || blocked || saving) return;
    const timer = setTimeout(() => void save(), delay);
    return () => clearTimeout(timer);
  }, [unsaved, blocked, saving, state.regions, delay, save]);

  const status: SaveStatus = conflict
    ? 'conflict'
    : failure
      ? 'failed'
      : saving
        ? 'saving'
        : unsaved
          ? 'unsaved'
          : 'saved';
  return {
    status,
    unsaved,
    failure,
    conflict,
    /** Saves now (leaving the page, the preview); true when nothing is left unsaved. */
    saveNow: save,
    retry: () => {
      setFailure(null);
    },
    /** "Neu laden": the server's version replaces the editor's. */
    reload: () => {
      if (!conflict) return;
      version.current = conflict.version;
      dispatch({ type: 'load', template: conflict.template });
      setConflict(null);
    },
    /** "Meine Fassung speichern": saves the editor's version over the server's. */
    overwrite: () => {
      if (!conflict) return Promise.resolve(false);
      version.current = conflict.version;
      setConflict(null);
      return save();
    },
  };
}
