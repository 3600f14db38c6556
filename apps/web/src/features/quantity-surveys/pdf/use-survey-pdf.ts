import { useCallback, useMemo } from 'react';
import { fetchSurveyPdf } from '../../../entities/quantity-survey/get-survey-pdf';
import { usePdfTabs, type PdfLink } from '../../../lib/pdf/use-pdf-tabs';
import { useQuantitySurveysTranslation } from '../quantity-surveys-i18n';

/** One PDF to print: a survey, with only the given sheet numbers (all sheets when omitted). */
export interface SurveyPdfJob {
  readonly surveyId: string;
  readonly sheets?: readonly number[];
}

/** A PDF the browser did not open in a new tab (popup blocked): offered as a download link instead. */
export type SurveyPdfLink = PdfLink;

/** Printing surveys as PDF: each job's PDF opens in a new tab (see usePdfTabs). */
export function useSurveyPdf() {
  const { t } = useQuantitySurveysTranslation();
  const labels = useMemo(
    () => ({ failed: t('pdf.failed'), fileName: (number: number) => t('pdf.fileName', { number }) }),
    [t],
  );
  const { pending, links, open } = usePdfTabs(labels);
  const print = useCallback(
    (jobs: readonly SurveyPdfJob[], prepare?: () => Promise<boolean>) =>
      open(
        jobs.map((job) => () => fetchSurveyPdf(job.surveyId, job.sheets)),
        prepare,
      ),
    [open],
  );
  return { pending, links, print };
}
