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
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { apiProblemOf } from '../../../../lib/http/api-problems';
import { getOutbox } from '../../../../lib/offline/app-outbox';
import { createRowSaver, type RowPlan, type RowSaver } from '../../../../lib/row-saving/row-saver';
import { useRowTransport } from '../../../../lib/row-saving/row-transport';
import { createLine, deleteLine, updateLine } from '../api/line-requests';
import { createSheet } from '../api/sheet-requests';
import { putCachedLine, putCachedSheet, removeCachedLine } from '../api/survey-detail';
import { lineDrafts, newKey, rememberKey, type EditorStore, type LineDraft } from '../model/editor-store';
import {
  changedFields,
  EMPTY_FIELDS,
  fieldsOf,
  hasContent,
  sameFields,
  type LineFields,
} from '../model/line-fields';
import { nextSheetFor } from '../model/next-sheet';
import { lineQueue, queuedLineDraft } from '../model/queued-lines';
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

/** Saving lines: the shared row saver (save, saveAll, revert, reload, keepMine) plus what only lines do. */
export interface LineSaving extends RowSaver {
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
  /** Deletes a line; resolves the stored line that was deleted (for undo), null for an unsaved one. */
  remove(line: ViewLine): Promise<QuantitySurveyLine | null>;
  /** Stores a deleted line again at its address. */
  restore(line: QuantitySurveyLine): Promise<QuantitySurveyLine>;
}

/** The stored line a 409 answer carries, if the server sent one. */
function readLine(current: unknown): QuantitySurveyLine | null {
  const parsed = quantitySurveyLineSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/** A new, empty line draft. */
function newLineDraft(sheetId: string, row: string, afterRow: string | null, oz: string): LineDraft {
  const key = newKey('line');
  return {
    key,
    id: null,
    sheetId,
    row,
    afterRow,
    fields: { ...EMPTY_FIELDS, oz },
    status: 'idle',
    message: null,
    conflict: null,
  };
}

/**
 * Saving lines with the shared row saver (lib/row-saving): each line on its own (leaving it or Enter), one request
 * at a time per line, never overwriting someone else's newer version silently, and never dropping what was typed
 * when a request fails. A new line that finds its sheet full goes on to the next sheet; `onContinued` is told
 * (tab, focus, message).
 */
export function useLineSaving(
  surveyId: string,
  store: EditorStore,
  onContinued?: (move: SheetMove) => void,
): LineSaving {
  const queryClient = useQueryClient();
  const transport = useRowTransport();
  /** Finding or creating the next sheet, one at a time: two lines moving on at once do not create two sheets. */
  const continuing = useRef<Promise<unknown>>(Promise.resolve());
  const continuingFrom = useRef(new Map<string, Promise<SheetMove | null>>());
  const continued = useRef(onContinued);
  useEffect(() => {
    continued.current = onContinued;
  });

  const saving = useMemo(() => {
    const drafts = lineDrafts(store);
    const detail = () => queryClient.getQueryData<QuantitySurveyDetail>(surveyKeys.detail(surveyId));
    const storedLine = (id: string) => detail()?.lines.find((line) => line.id === id);
    const newDrafts = () => Object.values(store.getState().lines).filter((draft) => draft.id === null);

    /** Rows taken on a sheet: its stored lines and the new lines not saved yet (but those of `exceptKeys`). */
    const usedRowsOf = (sheetId: string, ...exceptKeys: string[]): string[] => [
      ...(detail()?.lines ?? []).filter((line) => line.sheetId === sheetId).map((line) => line.row),
      ...newDrafts()
        .filter((draft) => draft.sheetId === sheetId && !exceptKeys.includes(draft.key))
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

    /** Moves a new line of a full sheet to the next sheet; the draft with its new place, null when not possible. */
    const moveToNextSheet = async (key: string, sheetId: string): Promise<LineDraft | null> => {
      const target = await nextSheet(sheetId).catch(() => null);
      if (target === null) return null;
      // New lines left empty on the full sheet (the line added below this one) go: nothing was typed in them.
      for (const other of newDrafts()) {
        if (
          other.key !== key &&
          other.sheetId === sheetId &&
          other.status === 'idle' &&
          !hasContent(other.fields)
        )
          drafts.remove(other.key);
      }
      drafts.update(key, { sheetId: target.to.id, row: target.row, afterRow: null, failedFields: null });
      continued.current?.({ from: target.from, to: target.to, key });
      return drafts.get(key) ?? null;
    };

    /**
     * A new line got another row than it asked for: unsaved new lines that asked for that row move on (the saved
     * line's draft still holds the row it asked for, which is free).
     */
    const moveAsideFrom = (sheetId: string, row: string, savedKey: string) => {
      for (const other of newDrafts()) {
        if (other.key === savedKey || other.sheetId !== sheetId || other.row !== row) continue;
        const used = usedRowsOf(sheetId, other.key, savedKey);
        const free = nextFreeRow(used, other.afterRow ?? undefined) ?? nextFreeRow(used);
        if (free !== null) drafts.update(other.key, { row: free });
      }
    };

    // Through the outbox: stored in IndexedDB before it is sent, and kept there (shown as waiting) while offline.
    const post = (draft: LineDraft) =>
      createLine(
        transport,
        surveyId,
        {
          sheetId: draft.sheetId,
          row: draft.row,
          ...(draft.afterRow ? { afterRow: draft.afterRow } : {}),
          oz: draft.fields.oz.trim() || null,
          marker: draft.fields.marker,
          text: draft.fields.text,
          formulaNumber: draft.fields.formulaNumber,
          expression: draft.fields.expression,
        },
        lineQueue(detail(), draft),
      );

    const plan = (draft: LineDraft): RowPlan<QuantitySurveyLine> => {
      if (draft.id === null) {
        if (!hasContent(draft.fields)) return 'nothing';
        return {
          send: async () => {
            try {
              return await post(draft);
            } catch (error) {
              // The sheet is full (someone else filled it): the line goes on to the next sheet, once.
              const moved = (await turnedOutFull(error, draft.sheetId))
                ? await moveToNextSheet(draft.key, draft.sheetId)
                : null;
              if (moved === null) throw error;
              return post({ ...moved, fields: draft.fields });
            }
          },
        };
      }
      const stored = storedLine(draft.id);
      if (!stored) return 'unchanged';
      const changes = changedFields(draft.fields, fieldsOf(stored));
      if (Object.keys(changes).length === 0) return 'unchanged';
      return {
        send: () =>
          updateLine(
            transport,
            surveyId,
            stored.id,
            { ...changes, version: stored.version },
            lineQueue(detail(), draft, stored.version),
          ),
      };
    };

    const saver = createRowSaver<LineFields, QuantitySurveyLine, QuantitySurveyLine, LineDraft>({
      drafts,
      plan,
      stored(key, line, draft) {
        if (draft.id === null) rememberKey(store, line.id, key);
        putCachedLine(queryClient, surveyId, line);
        const now = drafts.get(key);
        if (draft.id === null && now && line.row !== now.row) moveAsideFrom(now.sheetId, line.row, key);
        return { id: line.id, row: line.row };
      },
      readConflict: readLine,
      readQueued: (data) => quantitySurveyLineSchema.parse(data),
      adopt: (line) => putCachedLine(queryClient, surveyId, line),
      sameFields,
    });

    const saving: LineSaving = {
      ...saver,
      edit(line, fields) {
        if (drafts.get(line.key)) {
          drafts.update(line.key, { fields });
          return;
        }
        if (line.stored && sameFields(fields, fieldsOf(line.stored))) return;
        drafts.set({
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
        const draft = newLineDraft(sheetId, row, anchor?.row ?? null, anchor?.fields.oz ?? '');
        drafts.set(draft);
        return draft.key;
      },
      continueOnNextSheet(sheetId, oz) {
        // Enter pressed twice in the last line adds one line on the next sheet, not two.
        const pending = continuingFrom.current.get(sheetId);
        if (pending) return pending;
        const run = nextSheet(sheetId).then((target): SheetMove | null => {
          if (target === null) return null;
          const draft = newLineDraft(target.to.id, target.row, null, oz);
          drafts.set(draft);
          const move = { from: target.from, to: target.to, key: draft.key };
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
      async remove(line) {
        const stored = line.id === null ? undefined : storedLine(line.id);
        if (!stored) {
          drafts.remove(line.key);
          return null;
        }
        try {
          await deleteLine(transport, surveyId, stored.id, stored.version);
        } catch (error) {
          const current = readLine(apiProblemOf(error)?.current);
          if (current) putCachedLine(queryClient, surveyId, current);
          throw error;
        }
        removeCachedLine(queryClient, surveyId, stored.id);
        drafts.remove(line.key);
        return stored;
      },
      async restore(line) {
        const restored = await createLine(transport, surveyId, {
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
  }, [queryClient, store, surveyId, transport]);

  // Lines saved while offline on an earlier visit wait in the outbox: they are shown again, as waiting.
  useEffect(() => {
    let current = true;
    const outbox = getOutbox();
    void outbox.ready.then(() => {
      if (!current) return;
      const drafts = lineDrafts(store);
      for (const entry of outbox.store.getState().entries) {
        const draft = queuedLineDraft(entry, surveyId);
        const handle = draft ? outbox.handle(entry.id) : null;
        if (!draft || !handle) continue;
        if (!drafts.get(draft.key)) drafts.set(draft);
        saving.track(draft.key, handle);
      }
    });
    return () => {
      current = false;
    };
  }, [saving, store, surveyId]);

  return saving;
}
