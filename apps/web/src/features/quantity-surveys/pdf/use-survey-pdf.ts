import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSurveyPdf } from '../../../entities/quantity-survey/get-survey-pdf';
import { isReportedByHttpLayer, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useQuantitySurveysTranslation } from '../quantity-surveys-i18n';

/** One PDF to print: a survey, with only the given sheet numbers (all sheets when omitted). */
export interface SurveyPdfJob {
  readonly surveyId: string;
  readonly sheets?: readonly number[];
}

/** A PDF the browser did not open in a new tab (popup blocked): offered as a download link instead. */
export interface SurveyPdfLink {
  readonly url: string;
  readonly fileName: string;
}

/**
 * Printing as PDF: fetches each job's PDF and opens it in a new tab from a blob URL. The tabs are opened in the
 * click (before `prepare` and the fetch) so popup blockers let them through; a blocked one becomes a download link.
 */
export function useSurveyPdf() {
  const { t } = useQuantitySurveysTranslation();
  const [pending, setPending] = useState(false);
  const [links, setLinks] = useState<readonly SurveyPdfLink[]>([]);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const print = useCallback(
    async (jobs: readonly SurveyPdfJob[], prepare?: () => Promise<boolean>) => {
      const tabs = jobs.map(() => window.open('', '_blank'));
      setPending(true);
      setLinks([]);
      const blocked: SurveyPdfLink[] = [];
      try {
        // E.g. the editor's unsaved lines: the server renders what is stored.
        if (prepare && !(await prepare())) {
          for (const tab of tabs) tab?.close();
          return;
        }
        for (const [index, job] of jobs.entries()) {
          const blob = await fetchSurveyPdf(job.surveyId, job.sheets);
          const url = URL.createObjectURL(blob);
          urls.current.push(url);
          const tab = tabs[index];
          if (tab && !tab.closed) tab.location.href = url;
          else blocked.push({ url, fileName: t('pdf.fileName', { number: index + 1 }) });
        }
      } catch (error) {
        for (const tab of tabs) tab?.close();
        if (!isReportedByHttpLayer(error)) toast.error(t('pdf.failed'), problemMessage(error));
      } finally {
        setLinks(blocked);
        setPending(false);
      }
    },
    [t],
  );

  return { pending, links, print };
}
