import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mdiSwapHorizontal } from '@mdi/js';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { useBoqLabel } from '../../../../components/boq-choice/boq-choice-field';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { formatDate } from '../../../../lib/format/format';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface SurveyBoqSummaryProps {
  readonly survey: Pick<QuantitySurvey, 'boq' | 'transferredAt'>;
  /** Offers "LV wechseln" (the survey is editable for the user and nothing of it was transferred). */
  readonly canChange: boolean;
  readonly onChange: () => void;
}

/**
 * The BoQ the survey measures, under its name: "Gemessenes LV: LV Flechtingen (Ausschreibung)", with "LV
 * wechseln" while it may change, and why it may not once quantities were transferred.
 */
export function SurveyBoqSummary({ survey, canChange, onChange }: SurveyBoqSummaryProps) {
  const { t } = useSurveyEditorTranslation();
  const label = useBoqLabel();
  return (
    <Box
      role="group"
      aria-label={t('header.boq')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {`${t('header.boq')}:`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {label(survey.boq)}
      </Typography>
      {canChange ? (
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiSwapHorizontal} fontSize="small" />}
          onClick={onChange}
          sx={{ minHeight: TOUCH_TARGET, '@media print': { display: 'none' } }}
        >
          {t('header.changeBoq')}
        </Button>
      ) : null}
      {survey.transferredAt !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
          {t('header.boqFixed', { date: formatDate(survey.transferredAt) })}
        </Typography>
      ) : null}
    </Box>
  );
}
