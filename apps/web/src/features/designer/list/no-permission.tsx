import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../lib/navigation/paths';
import { useDesignerTranslation } from '../designer-i18n';

/** What a fitter sees instead of the designer (client-side check or the server's 403). */
export function NoDesignerPermission() {
  const { t } = useDesignerTranslation();
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {t('noPermission.title')}
        </Typography>
        <Typography color="text.secondary">{t('noPermission.text')}</Typography>
        <Button component={Link} to={paths.home()} variant="contained">
          {t('noPermission.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
