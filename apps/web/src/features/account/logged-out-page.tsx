import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiLogin, mdiLogoutVariant } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { PageFrame } from '../../components/page-frame/page-frame';
import { paths } from '../../lib/navigation/paths';

/** Shown after signing out; signing in again goes home, whose first request brings up the login prompt. */
export function LoggedOutPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <PageFrame title={t('routes.logedOut')}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MdiIcon path={mdiLogoutVariant} color="action" sx={{ fontSize: 48 }} />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {t('account.signedOutTitle')}
          </Typography>
          <Typography color="text.secondary">{t('account.signedOutText')}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<MdiIcon path={mdiLogin} />}
            onClick={() => void navigate(paths.home())}
          >
            {t('account.signInAgain')}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
