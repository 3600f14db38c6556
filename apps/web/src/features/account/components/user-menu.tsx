import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { mdiAccountCircle } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '../../../components/lazy-load/lazy-with-reload';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useMe } from '../../../entities/user/get-me';
import { initialsOf } from '../utils/user-labels';

// The menu (MUI Menu, Popover, Modal) is only needed once someone opens it: not part of the first screen.
const loadPopup = () => import('./user-menu-popup').then((m) => m.UserMenuPopup);
const UserMenuPopup = lazyWithReload(loadPopup);
const ProfileDialog = lazyWithReload(() => import('./profile-dialog').then((m) => m.ProfileDialog));

/** The app bar's user menu: who is signed in (name, role), the own profile and password, and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('app');
  const { data: me } = useMe({ passive: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const initials = me ? initialsOf(me.user.displayName) : null;
  return (
    <>
      <IconButton
        color="inherit"
        // With the avatar shown, the name starts with its initials (WCAG 2.5.3, label in name).
        aria-label={initials ? t('account.menuOf', { initials }) : t('account.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadPopup().catch(() => undefined)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        {initials ? (
          <Avatar sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'secondary.main', color: '#fff' }}>
            {initials}
          </Avatar>
        ) : (
          <MdiIcon path={mdiAccountCircle} sx={{ fontSize: 34 }} />
        )}
      </IconButton>
      {loaded ? (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            onClose={() => setAnchor(null)}
            me={me}
            onOpenProfile={() => setProfileOpen(true)}
          />
        </Suspense>
      ) : null}
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
