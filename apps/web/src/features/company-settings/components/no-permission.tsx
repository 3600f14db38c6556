import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiShieldLockOutline } from '@mdi/js';
import { Link } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useSettingsTranslation } from '../company-settings-i18n';
import { paths } from '../../../lib/navigation/paths';

/** What a user without the right role sees instead of the settings (client-side check or the server's 403). */
export function NoPermission() {
  const { t } = useSettingsTranslation();
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MdiIcon path={mdiShieldLockOutline} color="warning" sx={{ fontSize: 48 }} />
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {t('noPermission.title')}
        </Typography>
        <Typography color="text.secondary">{t('noPermission.text')}</Typography>
        <Button component={Link} to={paths.home()} variant="contained" size="large">
          {t('noPermission.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
