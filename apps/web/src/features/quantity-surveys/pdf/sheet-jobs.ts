import type { ProjectSheet } from '@vendoc/contract/quantity-surveys';
import type { SurveyPdfJob } from './use-survey-pdf';

/** The sheets to print as one PDF per survey, surveys in the order their first sheet appears. */
export function sheetPdfJobs(sheets: readonly ProjectSheet[]): SurveyPdfJob[] {
  const groups = new Map<string, number[]>();
  for (const sheet of sheets) {
    const numbers = groups.get(sheet.survey.id) ?? [];
    numbers.push(sheet.number);
    groups.set(sheet.survey.id, numbers);
  }
  return [...groups].map(([surveyId, numbers]) => ({ surveyId, sheets: numbers }));
}
