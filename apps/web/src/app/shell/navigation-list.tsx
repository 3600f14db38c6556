import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { mdiHome, mdiPalette, mdiShape } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useMe } from '../../entities/user/get-me';
import { areasForRole } from '../../features/home/home-areas';
import { isActivePath } from './active-path';
import { paths } from '../../lib/navigation/paths';

interface NavigationItem {
  readonly path: string;
  readonly titleKey: string;
  readonly icon: string;
}

const TOOL_ITEMS: readonly NavigationItem[] = [
  { path: paths.iconset(), titleKey: 'routes.iconset', icon: mdiShape },
  { path: paths.playground(), titleKey: 'routes.playground', icon: mdiPalette },
];

/** The drawer's entries: home, every area the signed-in role may use, then the developer tools. */
export function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const { data: me } = useMe({ passive: true });
  const areas = areasForRole(me?.user.role);
  const { pathname } = useLocation();
  // Each link in its own list item: a list holds only list items (screen readers announce "list, 12 items").
  const item = ({ path, titleKey, icon }: NavigationItem) => (
    <ListItem key={path} disablePadding>
      <ListItemButton
        component={Link}
        to={path}
        selected={isActivePath(path, pathname)}
        aria-current={isActivePath(path, pathname) ? 'page' : undefined}
        onClick={onNavigate}
        // Margins of items in list items do not collapse: half of the gap above and below.
        sx={{ borderRadius: 2, mx: 1, my: 0.125 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MdiIcon path={icon} />
        </ListItemIcon>
        <ListItemText primary={t(titleKey)} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <nav aria-label={t('chrome.navigation')}>
      <List dense>
        {item({ path: paths.home(), titleKey: 'routes.home', icon: mdiHome })}
        {areas.map(item)}
      </List>
      <Divider />
      <List
        dense
        subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>{t('chrome.tools')}</ListSubheader>}
      >
        {TOOL_ITEMS.map(item)}
      </List>
    </nav>
  );
}
