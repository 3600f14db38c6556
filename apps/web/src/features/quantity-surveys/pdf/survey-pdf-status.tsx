import { PdfStatus } from '../../../components/pdf-status/pdf-status';
import { useQuantitySurveysTranslation } from '../quantity-surveys-i18n';
import type { SurveyPdfLink } from './use-survey-pdf';

export interface SurveyPdfStatusProps {
  readonly pending: boolean;
  readonly links: readonly SurveyPdfLink[];
}

/** "PDF wird erstellt …" while the PDF is rendered; download links for PDFs whose tab was blocked. */
export function SurveyPdfStatus({ pending, links }: SurveyPdfStatusProps) {
  const { t } = useQuantitySurveysTranslation();
  return (
    <PdfStatus
      pending={pending}
      links={links}
      labels={{
        pending: t('pdf.pending'),
        blocked: t('pdf.blocked'),
        download: (name) => t('pdf.download', { name }),
      }}
    />
  );
}
