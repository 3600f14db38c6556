import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  quantitySurveyVariableSchema,
  type QuantitySurveyDetail,
  type QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { createRowSaver, type RowPlan, type RowSaver } from '../../../../lib/row-saving/row-saver';
import { useRowTransport } from '../../../../lib/row-saving/row-transport';
import { putCachedVariable, removeCachedVariable } from '../api/survey-detail';
import { createVariable, deleteVariable, updateVariable } from '../api/variable-requests';
import {
  newKey,
  rememberKey,
  variableDrafts,
  type EditorStore,
  type VariableDraft,
  type VariableFields,
} from '../model/editor-store';
import type { ViewVariable } from '../model/survey-view';

/** Saving variables: the shared row saver plus what only variables do. */
export interface VariableSaving extends RowSaver {
  edit(variable: ViewVariable, change: Partial<VariableFields>): void;
  /** A new, empty variable of a sheet (or survey-wide with null); returns its key. */
  add(sheetId: string | null): string;
  remove(variable: ViewVariable): Promise<void>;
}

function readVariable(current: unknown): QuantitySurveyVariable | null {
  const parsed = quantitySurveyVariableSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

const sameFields = (a: VariableFields, b: VariableFields) =>
  a.name === b.name && a.expression === b.expression;

/** Saving variables like lines (lib/row-saving): POST/PATCH with version, 409 shown with a reload, nothing dropped. */
export function useVariableSaving(surveyId: string, store: EditorStore): VariableSaving {
  const queryClient = useQueryClient();
  const transport = useRowTransport();
  return useMemo(() => {
    const drafts = variableDrafts(store);
    const storedVariable = (id: string) =>
      queryClient
        .getQueryData<QuantitySurveyDetail>(surveyKeys.detail(surveyId))
        ?.variables.find((variable) => variable.id === id);

    const plan = ({ id, sheetId, fields }: VariableDraft): RowPlan<QuantitySurveyVariable> => {
      const sent = { name: fields.name.trim(), expression: fields.expression };
      if (id === null) {
        // A new variable left empty goes.
        if (sent.name === '' && sent.expression.trim() === '') return 'unchanged';
        return { send: () => createVariable(transport, surveyId, { sheetId, ...sent }) };
      }
      const stored = storedVariable(id);
      if (!stored) return 'unchanged';
      const body = {
        ...(sent.name !== stored.name ? { name: sent.name } : {}),
        ...(sent.expression !== stored.expression ? { expression: sent.expression } : {}),
      };
      if (Object.keys(body).length === 0) return 'unchanged';
      return {
        send: () => updateVariable(transport, surveyId, stored.id, { ...body, version: stored.version }),
      };
    };

    const saver = createRowSaver<
      VariableFields,
      QuantitySurveyVariable,
      QuantitySurveyVariable,
      VariableDraft
    >({
      drafts,
      plan,
      stored(key, variable, draft) {
        if (draft.id === null) rememberKey(store, variable.id, key);
        putCachedVariable(queryClient, surveyId, variable);
        return { id: variable.id };
      },
      readConflict: readVariable,
      adopt: (variable) => putCachedVariable(queryClient, surveyId, variable),
      sameFields,
    });

    const saving: VariableSaving = {
      ...saver,
      edit(variable, change) {
        const draft = drafts.get(variable.key);
        if (draft) {
          drafts.update(variable.key, { fields: { ...draft.fields, ...change } });
          return;
        }
        drafts.set({
          key: variable.key,
          id: variable.id,
          sheetId: variable.sheetId,
          fields: { name: variable.name, expression: variable.expression, ...change },
          status: 'idle',
          message: null,
          conflict: null,
        });
      },
      add(sheetId) {
        const key = newKey('variable');
        drafts.set({
          key,
          id: null,
          sheetId,
          fields: { name: '', expression: '' },
          status: 'idle',
          message: null,
          conflict: null,
        });
        return key;
      },
      async remove(variable) {
        if (variable.stored === null) {
          drafts.remove(variable.key);
          return;
        }
        await deleteVariable(transport, surveyId, variable.stored.id, variable.stored.version);
        removeCachedVariable(queryClient, surveyId, variable.stored.id);
        drafts.remove(variable.key);
      },
    };
    return saving;
  }, [queryClient, store, surveyId, transport]);
}
