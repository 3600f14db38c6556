import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  quantitySurveyVariableSchema,
  type QuantitySurveyDetail,
  type QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { apiProblemOf, problemMessage } from '../../../../lib/http/api-problems';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { putCachedVariable, removeCachedVariable } from '../api/survey-detail';
import { createVariable, deleteVariable, updateVariable } from '../api/variable-requests';
import {
  newKey,
  removeVariableDraft,
  rememberKey,
  setVariableDraft,
  updateVariableDraft,
  type EditorStore,
} from '../model/editor-store';
import type { ViewVariable } from '../model/survey-view';

export interface VariableSaving {
  edit(variable: ViewVariable, change: { name?: string; expression?: string }): void;
  /** A new, empty variable of a sheet (or survey-wide with null); returns its key. */
  add(sheetId: string | null): string;
  save(key: string): Promise<boolean>;
  revert(key: string): void;
  reload(key: string): void;
  remove(variable: ViewVariable): Promise<void>;
}

function conflictVariable(error: unknown): QuantitySurveyVariable | null {
  const problem = apiProblemOf(error);
  if (problem?.status !== 409) return null;
  const parsed = quantitySurveyVariableSchema.safeParse(problem.current);
  return parsed.success ? parsed.data : null;
}

/** Saving variables like lines: POST/PATCH with version, 409 shown with a reload, nothing typed dropped. */
export function useVariableSaving(surveyId: string, store: EditorStore): VariableSaving {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const storedVariable = (id: string) =>
      queryClient
        .getQueryData<QuantitySurveyDetail>(surveyKeys.detail(surveyId))
        ?.variables.find((variable) => variable.id === id);

    const failed = (key: string, error: unknown) => {
      const conflict = conflictVariable(error);
      updateVariableDraft(store, key, {
        status: conflict ? 'conflict' : 'failed',
        conflict,
        message: problemMessage(error) ?? null,
      });
    };

    const saved = (
      key: string,
      sent: { name: string; expression: string },
      variable: QuantitySurveyVariable,
    ) => {
      const draft = store.getState().variables[key];
      if (!draft) return;
      if (draft.name === sent.name && draft.expression === sent.expression) removeVariableDraft(store, key);
      else updateVariableDraft(store, key, { id: variable.id, status: 'idle', message: null });
    };

    return {
      edit(variable, change) {
        const draft = store.getState().variables[variable.key];
        if (draft) {
          updateVariableDraft(store, variable.key, change);
          return;
        }
        setVariableDraft(store, {
          key: variable.key,
          id: variable.id,
          sheetId: variable.sheetId,
          name: change.name ?? variable.name,
          expression: change.expression ?? variable.expression,
          status: 'idle',
          message: null,
          conflict: null,
        });
      },
      add(sheetId) {
        const key = newKey('variable');
        setVariableDraft(store, {
          key,
          id: null,
          sheetId,
          name: '',
          expression: '',
          status: 'idle',
          message: null,
          conflict: null,
        });
        return key;
      },
      async save(key) {
        const draft = store.getState().variables[key];
        if (!draft || draft.status === 'saving' || draft.status === 'conflict') return !draft;
        const sent = { name: draft.name.trim(), expression: draft.expression };
        if (draft.id === null) {
          if (sent.name === '' && sent.expression.trim() === '') {
            removeVariableDraft(store, key);
            return true;
          }
          updateVariableDraft(store, key, { status: 'saving', message: null });
          try {
            const variable = await createVariable(surveyId, { sheetId: draft.sheetId, ...sent });
            rememberKey(store, variable.id, key);
            putCachedVariable(queryClient, surveyId, variable);
            saved(key, { name: draft.name, expression: draft.expression }, variable);
            return true;
          } catch (error) {
            failed(key, error);
            return false;
          }
        }
        const stored = storedVariable(draft.id);
        if (!stored) {
          removeVariableDraft(store, key);
          return true;
        }
        const body = {
          ...(sent.name !== stored.name ? { name: sent.name } : {}),
          ...(sent.expression !== stored.expression ? { expression: sent.expression } : {}),
        };
        if (Object.keys(body).length === 0) {
          removeVariableDraft(store, key);
          return true;
        }
        updateVariableDraft(store, key, { status: 'saving', message: null });
        try {
          const variable = await updateVariable(surveyId, stored.id, { ...body, version: stored.version });
          putCachedVariable(queryClient, surveyId, variable);
          saved(key, { name: draft.name, expression: draft.expression }, variable);
          return true;
        } catch (error) {
          failed(key, error);
          return false;
        }
      },
      revert(key) {
        removeVariableDraft(store, key);
      },
      reload(key) {
        const conflict = store.getState().variables[key]?.conflict;
        if (conflict) putCachedVariable(queryClient, surveyId, conflict);
        removeVariableDraft(store, key);
      },
      async remove(variable) {
        if (variable.stored === null) {
          removeVariableDraft(store, variable.key);
          return;
        }
        await deleteVariable(surveyId, variable.stored.id, variable.stored.version);
        removeCachedVariable(queryClient, surveyId, variable.stored.id);
        removeVariableDraft(store, variable.key);
      },
    };
  }, [queryClient, store, surveyId]);
}
