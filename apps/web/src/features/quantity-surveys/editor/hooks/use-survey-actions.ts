import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  quantitySurveySchema,
  type QuantitySurvey,
  type QuantitySurveyDetail,
  type QuantitySurveySheet,
  type QuantitySurveyStatus,
} from '@vendoc/contract/quantity-surveys';
import { apiProblemOf, isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { invalidateBoqContent } from '../../../../entities/boq/boq-cache';
import { invalidateSurveyLists } from '../../../../entities/quantity-survey/survey-cache';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { createSheet, updateSheetTitle } from '../api/sheet-requests';
import { putCachedSheet, putCachedSurvey } from '../api/survey-detail';
import {
  changeSurveyStatus,
  downloadSurveyX31,
  transferQuantities,
  updateSurvey,
} from '../api/survey-requests';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import type { LineSaving } from './use-line-saving';

/** The failure toast, unless the HTTP layer has told the user already (network, sign-in, not found). */
function reportFailure(title: string, error: unknown): void {
  if (!isReportedByHttpLayer(error)) toast.error(title, problemMessage(error));
}

/** Why a BoQ change did not happen: someone changed the survey meanwhile, the server refused, or the HTTP layer told. */
export type BoqChangeFailure =
  { kind: 'stale'; current: QuantitySurvey } | { kind: 'refused'; message: string } | { kind: 'reported' };

/** What the header and the sheet tabs do with the survey: status, name, transfer, export, sheets. */
export function useSurveyActions(survey: QuantitySurveyDetail, lineSaving: LineSaving) {
  const { t } = useSurveyEditorTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [addingSheet, setAddingSheet] = useState(false);
  const detailKey = surveyKeys.detail(survey.id);

  const refreshLists = () => invalidateSurveyLists(queryClient);

  const changeStatus = async (status: QuantitySurveyStatus) => {
    setBusy(true);
    try {
      // Everything typed goes to the server first: a submitted or approved survey must be what was measured.
      if (!(await lineSaving.saveAll())) {
        toast.error(t('status.unsaved'), t('status.unsavedText'));
        return;
      }
      const updated = await changeSurveyStatus(survey.id, status, survey.version);
      if (updated) putCachedSurvey(queryClient, survey.id, updated);
      else await queryClient.invalidateQueries({ queryKey: detailKey });
      toast.success(t('status.changed', { status: t(`status.names.${status}`) }));
      void refreshLists();
    } catch (error) {
      reportFailure(t('status.failed'), error);
      void queryClient.invalidateQueries({ queryKey: detailKey });
    } finally {
      setBusy(false);
    }
  };

  const rename = async (name: string): Promise<boolean> => {
    try {
      const updated = await updateSurvey(survey.id, { name }, survey.version);
      if (updated) putCachedSurvey(queryClient, survey.id, updated);
      else await queryClient.invalidateQueries({ queryKey: detailKey });
      void refreshLists();
      return true;
    } catch (error) {
      reportFailure(t('header.renameFailed'), error);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      return false;
    }
  };

  /**
   * Lets the survey measure another BoQ (null: none). Resolves null when done, else why not: after someone
   * else's change (`stale`) the newest survey is shown and the choice can be sent again with its version; a
   * refusal (e.g. quantities already transferred) carries the server's German reason.
   */
  const changeBoq = async (boqId: string | null): Promise<BoqChangeFailure | null> => {
    try {
      const updated = await updateSurvey(survey.id, { boqId }, survey.version);
      if (updated) putCachedSurvey(queryClient, survey.id, updated);
      else await queryClient.invalidateQueries({ queryKey: detailKey });
      void refreshLists();
      return null;
    } catch (error) {
      const problem = apiProblemOf(error);
      const current = problem?.status === 409 ? quantitySurveySchema.safeParse(problem.current) : null;
      if (current?.success) {
        putCachedSurvey(queryClient, survey.id, current.data);
        return { kind: 'stale', current: current.data };
      }
      void queryClient.invalidateQueries({ queryKey: detailKey });
      if (isReportedByHttpLayer(error)) return { kind: 'reported' };
      const reason =
        problem?.fieldErrors.map((fieldError) => fieldError.message).join(' ') || problem?.detail;
      return { kind: 'refused', message: reason || t('header.changeBoqFailed') };
    }
  };

  const transfer = async () => {
    setBusy(true);
    try {
      const result = await transferQuantities(survey.id);
      const summary = [
        t('header.transferSummary', { count: result.updatedItems }),
        result.unknownOz.length > 0 ? t('header.transferUnknown', { oz: result.unknownOz.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      toast.success(t('header.transferred'), summary);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      // The BoQ's items now carry the measured quantity: its rows and items load again where they are shown.
      void invalidateBoqContent(queryClient, result.boqId);
    } catch (error) {
      reportFailure(t('header.transferFailed'), error);
    } finally {
      setBusy(false);
    }
  };

  const exportX31 = async () => {
    try {
      await downloadSurveyX31(survey.id, survey.name);
    } catch (error) {
      reportFailure(t('header.exportFailed'), error);
    }
  };

  const addSheet = async (): Promise<QuantitySurveySheet | null> => {
    setAddingSheet(true);
    try {
      const sheet = await createSheet(survey.id);
      putCachedSheet(queryClient, survey.id, sheet);
      return sheet;
    } catch (error) {
      reportFailure(t('sheets.addFailed'), error);
      return null;
    } finally {
      setAddingSheet(false);
    }
  };

  const renameSheet = async (sheet: QuantitySurveySheet, title: string) => {
    try {
      putCachedSheet(queryClient, survey.id, await updateSheetTitle(survey.id, sheet, title));
    } catch (error) {
      reportFailure(t('sheets.titleFailed'), error);
      void queryClient.invalidateQueries({ queryKey: detailKey });
    }
  };

  return {
    busy,
    addingSheet,
    changeStatus,
    rename,
    changeBoq,
    transfer,
    exportX31,
    addSheet,
    renameSheet,
  };
}
