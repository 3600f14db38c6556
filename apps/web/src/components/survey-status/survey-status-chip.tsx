import Chip from '@mui/material/Chip';
import type { QuantitySurveyStatus } from '@vendoc/contract/quantity-surveys';
import { useTranslation } from 'react-i18next';

const COLORS = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  billed: 'secondary',
} as const satisfies Record<QuantitySurveyStatus, string>;

/** A quantity survey's status (Entwurf, Eingereicht, Freigegeben, Abgerechnet) as a small chip. */
export function SurveyStatusChip({ status }: { status: QuantitySurveyStatus }) {
  const { t } = useTranslation('app');
  return (
    <Chip
      size="small"
      label={t(`surveyStatus.${status}`)}
      color={COLORS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
