import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useQuantitySurveysTranslation } from '../quantity-surveys-i18n';
import type { SurveyPdfLink } from './use-survey-pdf';

export interface SurveyPdfStatusProps {
  readonly pending: boolean;
  readonly links: readonly SurveyPdfLink[];
}

/** "PDF wird erstellt …" while the PDF is rendered; download links for PDFs whose tab was blocked. */
export function SurveyPdfStatus({ pending, links }: SurveyPdfStatusProps) {
  const { t } = useQuantitySurveysTranslation();
  if (pending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
        <CircularProgress size={18} />
        {t('pdf.pending')}
      </Box>
    );
  }
  if (links.length === 0) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {t('pdf.blocked')}{' '}
      {links.map((link) => (
        <Link key={link.url} href={link.url} download={link.fileName} sx={{ mr: 1 }}>
          {t('pdf.download', { name: link.fileName })}
        </Link>
      ))}
    </Alert>
  );
}
