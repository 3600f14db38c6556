import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useProfileTranslation } from '../account-i18n';
import { useProfile } from '../api/profile-query';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

type ProfileTab = 'profile' | 'password';

/** Every user's own profile (name, email) and password change, opened from the user menu. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useProfileTranslation();
  const profile = useProfile();
  const [tab, setTab] = useState<ProfileTab>('profile');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      aria-labelledby="profile-dialog-title"
    >
      <DialogTitle id="profile-dialog-title">{t('title')}</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setTab(next)}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        <Tab
          value="profile"
          label={t('tabs.profile')}
          id="profile-tab-profile"
          aria-controls="profile-panel"
        />
        <Tab
          value="password"
          label={t('tabs.password')}
          id="profile-tab-password"
          aria-controls="profile-panel"
        />
      </Tabs>
      <DialogContent>
        <Box role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'password' ? (
            <PasswordForm onDone={onClose} />
          ) : profile.isSuccess ? (
            <ProfileForm profile={profile.data} onDone={onClose} />
          ) : profile.isError ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void profile.refetch()}>{t('retry')}</Button>}
            >
              {t('loadFailed')}
            </Alert>
          ) : (
            <CircularProgress aria-label={t('title')} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
