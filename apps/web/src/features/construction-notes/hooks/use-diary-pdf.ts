import { useMemo } from 'react';
import {
  fetchConstructionNotePdf,
  fetchConstructionNotePeriodPdf,
} from '../../../entities/construction-note/get-construction-note';
import { usePdfTabs } from '../../../lib/pdf/use-pdf-tabs';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

/** PDFs of the site diary in new tabs (usePdfTabs) with the diary's words; `fileName` names a blocked tab's one. */
export function useDiaryPdfTabs(fileName: (number: number) => string) {
  const { t } = useConstructionNotesTranslation();
  const labels = useMemo(() => ({ failed: t('pdf.failed'), fileName }), [t, fileName]);
  const { pending, links, open } = usePdfTabs(labels);
  const statusLabels = useMemo(
    () => ({
      pending: t('pdf.pending'),
      blocked: t('pdf.blocked'),
      download: (name: string) => t('pdf.download', { name }),
    }),
    [t],
  );
  return { pending, links, statusLabels, open };
}

/** The site diary as PDF (the company's "site diary report" layout): a day, or the days of a period. */
export function useDiaryPdf() {
  const { t } = useConstructionNotesTranslation();
  const fileName = useMemo(() => (number: number) => t('pdf.fileName', { number }), [t]);
  const { pending, links, statusLabels, open } = useDiaryPdfTabs(fileName);
  return {
    pending,
    links,
    statusLabels,
    /** The day; `prepare` saves what is typed first (the server prints what is stored). */
    printDay: (id: string, prepare?: () => Promise<boolean>) =>
      open([() => fetchConstructionNotePdf(id)], prepare),
    printPeriod: (projectId: string, period: { from: string; to: string }) =>
      open([() => fetchConstructionNotePeriodPdf(projectId, period)]),
  };
}
