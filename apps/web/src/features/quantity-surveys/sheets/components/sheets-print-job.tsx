import type { ProjectSheet } from '@vendoc/contract/quantity-surveys';
import { useEffect } from 'react';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { toast } from '../../../../lib/toast/toast-service';
import { useSurveys } from '../../../../entities/quantity-survey/get-survey';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';
import { PrintPortal } from './print-portal';
import { SheetPrintView } from './sheet-print-view';

/** The sheets to print grouped by survey, surveys in the order their first sheet appears. */
export function groupSheetsBySurvey(
  sheets: readonly ProjectSheet[],
): { surveyId: string; numbers: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const sheet of sheets) {
    const numbers = groups.get(sheet.survey.id) ?? [];
    numbers.push(sheet.number);
    groups.set(sheet.survey.id, numbers);
  }
  return [...groups].map(([surveyId, numbers]) => ({ surveyId, numbers }));
}

export interface SheetsPrintJobProps {
  sheets: readonly ProjectSheet[];
  projectName: string;
  /** When printing is over or failed. */
  onDone(): void;
}

/** Loads every survey of the sheets, then prints them (each survey's sheets in sheet order). */
export function SheetsPrintJob({ sheets, projectName, onDone }: SheetsPrintJobProps) {
  const { t } = useQuantitySurveysTranslation();
  const groups = groupSheetsBySurvey(sheets);
  const surveys = useSurveys(groups.map((group) => group.surveyId));
  const failure = surveys.find((survey) => survey.isError)?.error;

  useEffect(() => {
    if (failure === undefined) return;
    if (!isReportedByHttpLayer(failure)) toast.error(t('sheets.printFailed'), problemMessage(failure));
    onDone();
  }, [failure, onDone, t]);

  if (failure !== undefined || !surveys.every((survey) => survey.isSuccess)) return null;
  return (
    <PrintPortal onDone={onDone}>
      {groups.map((group, index) => {
        const survey = surveys[index]?.data;
        return survey ? (
          <SheetPrintView
            key={group.surveyId}
            survey={survey}
            sheetNumbers={group.numbers}
            projectName={projectName}
          />
        ) : null;
      })}
    </PrintPortal>
  );
}
