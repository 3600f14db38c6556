import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  QuantitySurveyDetail,
  QuantitySurveySheet,
  QuantitySurveyStatus,
} from '@vendoc/contract/quantity-surveys';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { invalidateBoqContent } from '../../../../entities/boq/boq-cache';
import { invalidateSurveyLists } from '../../../../entities/quantity-survey/survey-cache';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { createSheet, updateSheetTitle } from '../api/sheet-requests';
import { putCachedSheet, putCachedSurvey } from '../api/survey-detail';
import {
  changeSurveyStatus,
  downloadSurveyX31,
  renameSurvey,
  transferQuantities,
} from '../api/survey-requests';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import type { LineSaving } from './use-line-saving';

/** The failure toast, unless the HTTP layer has told the user already (network, sign-in, not found). */
function reportFailure(title: string, error: unknown): void {
  if (!isReportedByHttpLayer(error)) toast.error(title, problemMessage(error));
}

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
      const updated = await renameSurvey(survey.id, name, survey.version);
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

  return { busy, addingSheet, changeStatus, rename, transfer, exportX31, addSheet, renameSheet };
}
