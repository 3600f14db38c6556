import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiFileImportOutline, mdiTablePlus } from '@mdi/js';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { usePositionsTranslation } from '../positions-i18n';

export interface PositionsEmptyStateProps {
  /** Omitted for users who may not add BoQs. */
  readonly onImport?: () => void;
  readonly onCreate?: () => void;
}

/** A project without BoQ: what to do next. */
export function PositionsEmptyState({ onImport, onCreate }: PositionsEmptyStateProps) {
  const { t } = usePositionsTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {onImport ? t('empty.text') : t('empty.readOnly')}
      </Typography>
      {onImport && onCreate ? (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<MdiIcon path={mdiFileImportOutline} />}
            onClick={onImport}
          >
            {t('actions.import')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<MdiIcon path={mdiTablePlus} />}
            onClick={onCreate}
          >
            {t('actions.createEmpty')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
