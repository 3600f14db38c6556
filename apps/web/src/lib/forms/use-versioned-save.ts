import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { apiProblemOf, isReportedByHttpLayer, placeFieldErrors } from '../http/api-problems';
import { toast } from '../toast/toast-service';

/** A message above a form: what went wrong, or what just happened. */
export interface FormNotice {
  severity: 'error' | 'info';
  text: string;
}

/** What to show above the form: the conflict with its reload action, and the notice. */
export interface SaveAlertsState {
  /** Whether the last save was refused as stale. */
  conflict: boolean;
  notice: FormNotice | null;
  onReload(): void;
  conflictTexts: { title: string; text: string; reload: string };
}

export interface VersionedSaveOptions<Values extends FieldValues, Output, R extends { version: number }> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The version of the record the edit starts from (any number for a new record). */
  initialVersion: number;
  /** Creates or updates the record from the form's output; an update sends `version`. */
  save(output: Output, version: number): Promise<R>;
  /** After a successful save (a toast, closing the dialog). */
  onSaved(saved: R): void;
  /** The current record a 409 carries, as the record's schema reads it; undefined when it does not. */
  readCurrent(value: unknown): R | undefined;
  /** Takes the current record over into the form and the caches, when the user chose to reload it. */
  onReload(current: R): void;
  texts: {
    /** Shown above the form when fields are wrong, before the server's messages that name no field. */
    fixErrors: string;
    /** Title of the toast of any other failure. */
    saveFailed: string;
    /** The conflict: a bold title, the explanation and the reload button's label. */
    conflictTitle: string;
    conflictText: string;
    reload: string;
    /** Shown above the form once the current record was reloaded. */
    reloaded: string;
  };
}

/**
 * Saving a form of a versioned record: field errors (the form's own or the server's 400) go to their fields with
 * a notice; a stale save (409 with the current record) becomes a conflict the user resolves by reloading, never
 * a silent overwrite; any other failure is a toast unless the HTTP layer has told the user already.
 */
export function useVersionedSave<Values extends FieldValues, Output, R extends { version: number }>({
  form,
  initialVersion,
  save,
  onSaved,
  readCurrent,
  onReload,
  texts,
}: VersionedSaveOptions<Values, Output, R>) {
  const [version, setVersion] = useState(initialVersion);
  const [conflict, setConflict] = useState<R | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const reportFailure = (error: unknown) => {
    const problem = apiProblemOf(error);
    const current = problem?.status === 409 ? readCurrent(problem.current) : undefined;
    if (current !== undefined) {
      setConflict(current);
      return;
    }
    if (problem?.status === 400 && problem.fieldErrors.length > 0) {
      const general = placeFieldErrors(problem.fieldErrors, form.setError);
      setNotice({ severity: 'error', text: [texts.fixErrors, ...general].join(' ') });
      return;
    }
    if (!isReportedByHttpLayer(error)) {
      toast.error(texts.saveFailed, problem?.detail ?? (error instanceof Error ? error.message : undefined));
    }
  };

  const submit = form.handleSubmit(
    async (output) => {
      setNotice(null);
      try {
        onSaved(await save(output, version));
      } catch (error) {
        reportFailure(error);
      }
    },
    () => setNotice({ severity: 'error', text: texts.fixErrors }),
  );

  const reloadCurrent = () => {
    if (!conflict) return;
    onReload(conflict);
    setVersion(conflict.version);
    setConflict(null);
    setNotice({ severity: 'info', text: texts.reloaded });
  };

  const alerts: SaveAlertsState = {
    conflict: conflict !== null,
    notice,
    onReload: reloadCurrent,
    conflictTexts: { title: texts.conflictTitle, text: texts.conflictText, reload: texts.reload },
  };
  return {
    /** The form's submit handler. */
    submit,
    /** The record as it is now, after a save was refused as stale; null without a conflict. */
    conflict,
    /** For `SaveAlerts` above the form. */
    alerts,
  };
}
