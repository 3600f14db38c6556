import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { mdiAlertOutline, mdiDomain } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge/badge';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useMe } from '../../../entities/user/get-me';
import { initialsOf, roleLabelKey } from '../utils/user-labels';

/**
 * Who is signed in, for home. Loading /api/v1/me is what starts the first-visit flow: the HTTP layer answers a
 * 401 with the login prompt and repeats the request after signing in.
 */
export function CurrentUserCard() {
  const { t } = useTranslation('app');
  const { data: me, isPending, isError, refetch, isFetching } = useMe();

  if (isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="60%" />
        </Box>
      </Paper>
    );
  }

  if (isError) {
    return (
      <Paper
        variant="outlined"
        role="alert"
        sx={{
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          borderColor: 'warning.main',
        }}
      >
        <MdiIcon path={mdiAlertOutline} color="warning" />
        <Typography sx={{ flex: 1, minWidth: 180 }}>{t('home.notSignedIn')}</Typography>
        <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
          {t('account.signIn')}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="current-user"
    >
      <Avatar
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 22 }}
      >
        {initialsOf(me.user.displayName)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="overline" color="text.secondary">
          {t('home.welcome')}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {me.user.displayName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Badge>{t(roleLabelKey(me.user.role))}</Badge>
          <Typography variant="body2" color="text.secondary">
            {t('home.userName', { userName: me.user.userName })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <MdiIcon path={mdiDomain} color="action" />
        <Typography sx={{ fontWeight: 500 }} data-testid="current-company">
          {me.company.name}
        </Typography>
      </Box>
    </Paper>
  );
}
