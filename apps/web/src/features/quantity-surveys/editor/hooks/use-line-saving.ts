import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isSurveyEditable,
  quantitySurveyLineSchema,
  type QuantitySurveyDetail,
  type QuantitySurveyLine,
  type QuantitySurveySheet,
} from '@vendoc/contract/quantity-surveys';
import { nextFreeRow } from '@vendoc/quantity-survey/address';
import { apiProblemOf, problemMessage } from '../../../../lib/http/api-problems';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { createLine, deleteLine, updateLine } from '../api/line-requests';
import { createSheet } from '../api/sheet-requests';
import { putCachedLine, putCachedSheet, removeCachedLine } from '../api/survey-detail';
import {
  newKey,
  removeLineDraft,
  rememberKey,
  setLineDraft,
  updateLineDraft,
  type EditorStore,
} from '../model/editor-store';
import {
  changedFields,
  EMPTY_FIELDS,
  fieldsOf,
  hasContent,
  sameFields,
  type LineFields,
} from '../model/line-fields';
import { nextSheetFor } from '../model/next-sheet';
import type { ViewLine } from '../model/survey-view';

/** A line that went on to the next sheet because its own sheet had no row after its last line. */
export interface SheetMove {
  readonly from: QuantitySurveySheet;
  readonly to: QuantitySurveySheet;
  /** The grid key of the line, now on `to`. */
  readonly key: string;
}

interface SheetTarget {
  readonly from: QuantitySurveySheet;
  readonly to: QuantitySurveySheet;
  readonly row: string;
}

export interface LineSaving {
  /** Takes what the person typed into a line (kept locally until saved). */
  edit(line: ViewLine, fields: LineFields): void;
  /**
   * Adds an empty line after `after` (or at the sheet's end), copying its OZ; null when there is no free row
   * there (after the last line: the sheet is full, see continueOnNextSheet).
   */
  addAfter(sheetId: string, sheetLines: readonly ViewLine[], after: ViewLine | null): string | null;
  /**
   * For a sheet without a row after its last line: adds an empty line with `oz` on the next sheet (the sheet
   * numbered after it, created if there is none) and reports the move to `onContinued`. Null when no sheet number
   * is left; rejects when the sheet could not be created. New lines whose POST finds their sheet full move on the
   * same way by themselves.
   */
  continueOnNextSheet(sheetId: string, oz: string): Promise<SheetMove | null>;
  /**
   * Saves a line's edits (POST for a new line, PATCH for a changed one); false when they are not saved. Edits
   * whose save just failed are sent again only with `force` (retry, Enter), not each time the line is left.
   */
  save(key: string, options?: { force?: boolean }): Promise<boolean>;
  /** Saves every line with edits; false when one of them is not saved. */
  saveAll(): Promise<boolean>;
  /** Drops a line's unsaved edits (a new line disappears). */
  revert(key: string): void;
  /** After a 409: take the server's line. */
  reload(key: string): void;
  /** After a 409: save the person's edits over the newer line (deliberately). */
  keepMine(key: string): Promise<boolean>;
  /** Deletes a line; resolves the stored line that was deleted (for undo), null for an unsaved one. */
  remove(line: ViewLine): Promise<QuantitySurveyLine | null>;
  /** Stores a deleted line again at its address. */
  restore(line: QuantitySurveyLine): Promise<QuantitySurveyLine>;
}

/** Who stored the newer version, if the 409 answer names them (`current.updatedBy.displayName`). */
function conflictAuthor(error: unknown): string | null {
  const current = apiProblemOf(error)?.current;
  if (typeof current !== 'object' || current === null || !('updatedBy' in current)) return null;
  const author: unknown = current.updatedBy;
  if (typeof author === 'string') return author;
  if (typeof author === 'object' && author !== null && 'displayName' in author) {
    return typeof author.displayName === 'string' ? author.displayName : null;
  }
  return null;
}

/** The stored line in a 409 answer, if the server sent one. */
function conflictLine(error: unknown): QuantitySurveyLine | null {
  const problem = apiProblemOf(error);
  if (problem?.status !== 409) return null;
  const parsed = quantitySurveyLineSchema.safeParse(problem.current);
  return parsed.success ? parsed.data : null;
}

/**
 * Saving lines: each line is saved on its own (leaving it or Enter), one request at a time per line, never
 * overwriting someone else's newer version silently, and never dropping what was typed when a request fails.
 * A new line that finds its sheet full goes on to the next sheet; `onContinued` is told (tab, focus, message).
 */
export function useLineSaving(
  surveyId: string,
  store: EditorStore,
  onContinued?: (move: SheetMove) => void,
): LineSaving {
  const queryClient = useQueryClient();
  const running = useRef(new Map<string, Promise<boolean>>());
  /** Finding or creating the next sheet, one at a time: two lines moving on at once do not create two sheets. */
  const continuing = useRef<Promise<unknown>>(Promise.resolve());
  const continuingFrom = useRef(new Map<string, Promise<SheetMove | null>>());
  const continued = useRef(onContinued);
  useEffect(() => {
    continued.current = onContinued;
  });

  return useMemo(() => {
    const detail = () => queryClient.getQueryData<QuantitySurveyDetail>(surveyKeys.detail(surveyId));
    const storedLine = (id: string) => detail()?.lines.find((line) => line.id === id);

    /** Rows taken on a sheet: its stored lines and the new lines not saved yet (but `exceptKey`). */
    const usedRowsOf = (sheetId: string, exceptKey?: string): string[] => [
      ...(detail()?.lines ?? []).filter((line) => line.sheetId === sheetId).map((line) => line.row),
      ...Object.values(store.getState().lines)
        .filter((draft) => draft.id === null && draft.sheetId === sheetId && draft.key !== exceptKey)
        .map((draft) => draft.row),
    ];

    /** The sheet after a full one and the row a line gets there; the sheet is created when there is none. */
    const nextSheet = (fromSheetId: string): Promise<SheetTarget | null> => {
      const run = continuing.current.then(async (): Promise<SheetTarget | null> => {
        const survey = detail();
        const from = survey?.sheets.find((sheet) => sheet.id === fromSheetId);
        if (!survey || !from) return null;
        const target = nextSheetFor(survey.sheets, from.number, (sheet) => usedRowsOf(sheet.id));
        if (target === null) return null;
        if (target.kind === 'existing') return { from, to: target.sheet, row: target.row };
        const created = await createSheet(surveyId, target.number);
        putCachedSheet(queryClient, surveyId, created);
        return { from, to: created, row: target.row };
      });
      continuing.current = run.catch(() => undefined);
      return run;
    };

    /**
     * After a 409 for a new line: whether its sheet is full, i.e. has no row after its last line. The survey is
     * loaded again to see (a 409 also comes for a survey locked meanwhile or a row taken at the same moment).
     */
    const turnedOutFull = async (error: unknown, sheetId: string): Promise<boolean> => {
      const problem = apiProblemOf(error);
      if (problem?.status !== 409 || problem.current != null) return false;
      await queryClient.refetchQueries({ queryKey: surveyKeys.detail(surveyId), exact: true });
      const survey = detail();
      if (!survey || !isSurveyEditable(survey.status)) return false;
      const rows = survey.lines.filter((line) => line.sheetId === sheetId).map((line) => line.row);
      return nextFreeRow(rows) === null;
    };

    /** Moves a new line of a full sheet to the next sheet; false when that is not possible. */
    const moveToNextSheet = async (key: string, sheetId: string): Promise<boolean> => {
      let target: SheetTarget | null;
      try {
        target = await nextSheet(sheetId);
      } catch {
        return false;
      }
      if (target === null) return false;
      // New lines left empty on the full sheet (the line added below this one) go: nothing was typed in them.
      for (const other of Object.values(store.getState().lines)) {
        if (
          other.id === null &&
          other.key !== key &&
          other.sheetId === sheetId &&
          other.status === 'idle' &&
          !hasContent(other.fields)
        )
          removeLineDraft(store, other.key);
      }
      updateLineDraft(store, key, {
        sheetId: target.to.id,
        row: target.row,
        afterRow: null,
        status: 'idle',
        message: null,
        failedFields: null,
      });
      continued.current?.({ from: target.from, to: target.to, key });
      return true;
    };

    const failed = (key: string, sent: LineFields, error: unknown) => {
      const conflict = conflictLine(error);
      if (conflict) {
        updateLineDraft(store, key, {
          status: 'conflict',
          conflict,
          conflictBy: conflictAuthor(error),
          message: null,
        });
      } else {
        updateLineDraft(store, key, {
          status: 'failed',
          message: problemMessage(error) ?? null,
          failedFields: sent,
        });
      }
    };

    /** After a save: the draft goes unless the person typed more in the meantime. */
    const saved = (key: string, sent: LineFields, line: QuantitySurveyLine) => {
      const draft = store.getState().lines[key];
      if (!draft) return;
      if (sameFields(draft.fields, sent)) removeLineDraft(store, key);
      else updateLineDraft(store, key, { id: line.id, row: line.row, status: 'idle', message: null });
    };

    /** A new line got another row than it asked for: unsaved new lines that asked for that row move on. */
    const moveAsideFrom = (sheetId: string, row: string, savedKey: string) => {
      const { lines } = store.getState();
      for (const other of Object.values(lines)) {
        if (other.id !== null || other.key === savedKey || other.sheetId !== sheetId || other.row !== row)
          continue;
        const used = usedRowsOf(sheetId, other.key);
        const free = nextFreeRow(used, other.afterRow ?? undefined) ?? nextFreeRow(used);
        if (free !== null) updateLineDraft(store, other.key, { row: free });
      }
    };

    const saveNow = async (key: string, force: boolean, moved = false): Promise<boolean> => {
      const draft = store.getState().lines[key];
      if (!draft) return true;
      if (draft.status === 'conflict') return false;
      const sent = draft.fields;
      if (draft.status === 'failed' && !force && draft.failedFields === sent) return false;
      if (draft.id === null) {
        if (!hasContent(sent)) return true;
        updateLineDraft(store, key, { status: 'saving', message: null });
        try {
          const line = await createLine(surveyId, {
            sheetId: draft.sheetId,
            row: draft.row,
            ...(draft.afterRow ? { afterRow: draft.afterRow } : {}),
            oz: sent.oz.trim() || null,
            marker: sent.marker,
            text: sent.text,
            formulaNumber: sent.formulaNumber,
            expression: sent.expression,
          });
          rememberKey(store, line.id, key);
          putCachedLine(queryClient, surveyId, line);
          saved(key, sent, line);
          if (line.row !== draft.row) moveAsideFrom(draft.sheetId, line.row, key);
          return true;
        } catch (error) {
          // The sheet is full (someone else filled it): the line goes on to the next sheet, once.
          if (
            !moved &&
            (await turnedOutFull(error, draft.sheetId)) &&
            (await moveToNextSheet(key, draft.sheetId))
          )
            return saveNow(key, true, true);
          failed(key, sent, error);
          return false;
        }
      }
      const stored = storedLine(draft.id);
      if (!stored) {
        removeLineDraft(store, key);
        return true;
      }
      const changes = changedFields(sent, fieldsOf(stored));
      if (Object.keys(changes).length === 0) {
        removeLineDraft(store, key);
        return true;
      }
      updateLineDraft(store, key, { status: 'saving', message: null });
      try {
        const line = await updateLine(surveyId, stored.id, { ...changes, version: stored.version });
        putCachedLine(queryClient, surveyId, line);
        saved(key, sent, line);
        return true;
      } catch (error) {
        failed(key, sent, error);
        return false;
      }
    };

    const save = (key: string, { force = false } = {}): Promise<boolean> => {
      // One request at a time per line: a save asked for while one runs follows it with the newest edits.
      const previous = running.current.get(key) ?? Promise.resolve(true);
      const next = previous.then(() => saveNow(key, force));
      running.current.set(key, next);
      void next.finally(() => {
        if (running.current.get(key) === next) running.current.delete(key);
      });
      return next;
    };

    const saving: LineSaving = {
      edit(line, fields) {
        const draft = store.getState().lines[line.key];
        if (draft) {
          updateLineDraft(store, line.key, { fields });
          return;
        }
        if (line.stored && sameFields(fields, fieldsOf(line.stored))) return;
        setLineDraft(store, {
          key: line.key,
          id: line.id,
          sheetId: line.sheetId,
          row: line.row,
          afterRow: null,
          fields,
          status: 'idle',
          message: null,
          conflict: null,
        });
      },
      addAfter(sheetId, sheetLines, after) {
        const anchor = after ?? sheetLines.at(-1) ?? null;
        const row = nextFreeRow(
          sheetLines.map((line) => line.row),
          anchor?.row,
        );
        if (row === null) return null;
        const key = newKey('line');
        setLineDraft(store, {
          key,
          id: null,
          sheetId,
          row,
          afterRow: anchor?.row ?? null,
          fields: { ...EMPTY_FIELDS, oz: anchor?.fields.oz ?? '' },
          status: 'idle',
          message: null,
          conflict: null,
        });
        return key;
      },
      continueOnNextSheet(sheetId, oz) {
        // Enter pressed twice in the last line adds one line on the next sheet, not two.
        const pending = continuingFrom.current.get(sheetId);
        if (pending) return pending;
        const run = nextSheet(sheetId).then((target): SheetMove | null => {
          if (target === null) return null;
          const key = newKey('line');
          setLineDraft(store, {
            key,
            id: null,
            sheetId: target.to.id,
            row: target.row,
            afterRow: null,
            fields: { ...EMPTY_FIELDS, oz },
            status: 'idle',
            message: null,
            conflict: null,
          });
          const move = { from: target.from, to: target.to, key };
          continued.current?.(move);
          return move;
        });
        continuingFrom.current.set(sheetId, run);
        const done = () => {
          continuingFrom.current.delete(sheetId);
        };
        run.then(done, done);
        return run;
      },
      save,
      async saveAll() {
        const keys = Object.keys(store.getState().lines);
        const results = await Promise.all(keys.map((key) => save(key, { force: true })));
        return results.every(Boolean);
      },
      revert(key) {
        removeLineDraft(store, key);
      },
      reload(key) {
        const conflict = store.getState().lines[key]?.conflict;
        if (conflict) putCachedLine(queryClient, surveyId, conflict);
        removeLineDraft(store, key);
      },
      keepMine(key) {
        const conflict = store.getState().lines[key]?.conflict;
        if (conflict) putCachedLine(queryClient, surveyId, conflict);
        updateLineDraft(store, key, { status: 'idle', conflict: null, conflictBy: null, message: null });
        return save(key);
      },
      async remove(line) {
        const stored = line.id === null ? undefined : storedLine(line.id);
        if (!stored) {
          removeLineDraft(store, line.key);
          return null;
        }
        try {
          await deleteLine(surveyId, stored.id, stored.version);
        } catch (error) {
          const current = conflictLine(error);
          if (current) putCachedLine(queryClient, surveyId, current);
          throw error;
        }
        removeCachedLine(queryClient, surveyId, stored.id);
        removeLineDraft(store, line.key);
        return stored;
      },
      async restore(line) {
        const restored = await createLine(surveyId, {
          sheetId: line.sheetId,
          row: line.row,
          oz: line.oz,
          marker: line.marker,
          text: line.text,
          formulaNumber: line.formulaNumber,
          expression: line.expression,
          photoFileId: line.photo?.fileId ?? null,
        });
        putCachedLine(queryClient, surveyId, restored);
        return restored;
      },
    };
    return saving;
  }, [queryClient, store, surveyId]);
}
