import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** /designer/loading: shown while a template is being prepared for the designer. */
export function DesignerLoadingPage() {
  const { t } = useTranslation('app');
  return (
    <Stack
      spacing={2}
      role="status"
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', p: 3 }}
    >
      <CircularProgress aria-label={t('routes.designerLoading')} />
      <Typography component="h1" variant="h6">
        {t('routes.designerLoading')}
      </Typography>
      <Typography color="text.secondary">{t('designer.loadingText')}</Typography>
    </Stack>
  );
}
