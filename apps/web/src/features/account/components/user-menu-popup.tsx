import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { mdiAccountEdit, mdiDomain, mdiHardHat, mdiLogin, mdiLogout } from '@mdi/js';
import type { MeResponse } from '@vendoc/contract/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { logout } from '../../../lib/auth/auth-api';
import { mayOpenCompanySettings } from '../../../lib/navigation/company-settings-access';
import { loadPage } from '../../../lib/navigation/full-page-load';
import { useOutbox } from '../../../lib/offline/app-outbox';
import { SITE_ROLES, useSiteModeStore } from '../../../lib/navigation/site-mode';
import { useProfileTranslation } from '../account-i18n';
import { roleLabelKey } from '../utils/user-labels';
import { paths } from '../../../lib/navigation/paths';

export interface UserMenuPopupProps {
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  readonly me: MeResponse | undefined;
  /** Opens the own profile and password dialog. */
  readonly onOpenProfile: () => void;
}

/**
 * The user menu's content (loaded on first opening): name and role, the own profile, company settings for
 * those who may change them, and sign-out; sign-in when signed out.
 */
export function UserMenuPopup({ anchor, onClose, me, onOpenProfile }: UserMenuPopupProps) {
  const { t } = useTranslation('app');
  const { t: tProfile } = useProfileTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const siteMode = useSiteModeStore((state) => state.enabled);
  const setSiteMode = useSiteModeStore((state) => state.setEnabled);

  // Changes not yet on the server stay on this device and go when this person signs in again (never with the next
  // person's sign-in): signing out with some waiting asks first.
  const unsent = useOutbox().entries.length;
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);

  const signOut = async () => {
    onClose();
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // logout() clears the local tokens even when the server cannot be reached: signed out either way.
      console.warn('Sign-out request failed', error);
    }
    // A new page, not a client-side navigation: the old page's queries would refetch without a token (login prompt),
    // and nothing of the signed-out user stays in memory.
    loadPage(paths.loggedOut());
  };

  return (
    <>
      {confirmingSignOut ? (
        <ConfirmDialog
          title={t('account.unsentTitle')}
          text={t('account.unsentText', { count: unsent })}
          confirmLabel={t('account.signOut')}
          onConfirm={signOut}
          onClose={() => setConfirmingSignOut(false)}
        />
      ) : null}
      <Menu
        anchorEl={anchor}
        open={anchor != null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          {me ? (
            <>
              <Typography sx={{ fontWeight: 600 }} data-testid="user-menu-name">
                {me.user.displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(roleLabelKey(me.user.role))} · {me.user.userName}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{t('account.signedOutShort')}</Typography>
          )}
        </Box>
        <Divider />
        {me ? (
          <MenuItem
            onClick={() => {
              onClose();
              onOpenProfile();
            }}
          >
            <ListItemIcon>
              <MdiIcon path={mdiAccountEdit} fontSize="small" />
            </ListItemIcon>
            {tProfile('title')}
          </MenuItem>
        ) : null}
        {me && mayOpenCompanySettings(me.user.role) ? (
          <MenuItem component={Link} to={paths.companySettings()} onClick={onClose}>
            <ListItemIcon>
              <MdiIcon path={mdiDomain} fontSize="small" />
            </ListItemIcon>
            {t('routes.companySettings')}
          </MenuItem>
        ) : null}
        {me && !SITE_ROLES.includes(me.user.role) ? (
          // Site mode: the phone layout for the construction site (fitters always have it), remembered per device.
          <MenuItem role="menuitemcheckbox" aria-checked={siteMode} onClick={() => setSiteMode(!siteMode)}>
            <ListItemIcon>
              <MdiIcon path={mdiHardHat} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('monteurLayout.siteMode')} secondary={t('monteurLayout.siteModeHint')} />
            <Switch
              edge="end"
              size="small"
              checked={siteMode}
              tabIndex={-1}
              aria-hidden
              slotProps={{ input: { tabIndex: -1 } }}
              sx={{ ml: 1, pointerEvents: 'none' }}
            />
          </MenuItem>
        ) : null}
        {me ? (
          <MenuItem
            onClick={() => {
              if (unsent === 0) {
                void signOut();
                return;
              }
              onClose();
              setConfirmingSignOut(true);
            }}
            disabled={signingOut}
          >
            <ListItemIcon>
              <MdiIcon path={mdiLogout} fontSize="small" />
            </ListItemIcon>
            {t('account.signOut')}
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              onClose();
              void navigate(paths.home());
            }}
          >
            <ListItemIcon>
              <MdiIcon path={mdiLogin} fontSize="small" />
            </ListItemIcon>
            {t('account.signIn')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
