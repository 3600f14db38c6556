import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiPlus, mdiHomeFloor0 } from '@mdi/js';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

export interface TemplatesEmptyStateProps {
  /** Absent without surveyTemplates:write (office). */
  onCreateStarter?: () => void;
  onCreate?: () => void;
  busy?: boolean;
}

/** No templates yet: what they are for, and the starter templates for rooms in one click. */
export function TemplatesEmptyState({ onCreateStarter, onCreate, busy }: TemplatesEmptyStateProps) {
  const { t } = useQuantitySurveysTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('templates.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 620, mx: 'auto', mb: 2 }}>
        {onCreateStarter ? t('templates.emptyText') : t('templates.emptyReadOnly')}
      </Typography>
      {onCreateStarter || onCreate ? (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {onCreateStarter ? (
            <Button
              variant="contained"
              startIcon={<MdiIcon path={mdiHomeFloor0} />}
              onClick={onCreateStarter}
              disabled={busy}
            >
              {t('templates.createStarter')}
            </Button>
          ) : null}
          {onCreate ? (
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={onCreate}
              disabled={busy}
            >
              {t('templates.new')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
