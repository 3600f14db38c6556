import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiHome, mdiNotebookEdit, mdiNoteTextOutline, mdiRuler } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { isActivePath } from '../shell/active-path';
import { layoutRootSx, ScrollMain, useRouteTitle, type LayoutProps } from './layout-parts';
import { paths } from '../../lib/navigation/paths';

const MONTEUR_DESTINATIONS = [
  { path: paths.home(), titleKey: 'routes.home', icon: mdiHome },
  { path: paths.constructionNotes(), titleKey: 'routes.constructionNotes', icon: mdiNotebookEdit },
  { path: paths.smartNotes(), titleKey: 'routes.smartNotes', icon: mdiNoteTextOutline },
  { path: paths.newQuantitySurvey(), titleKey: 'monteurLayout.survey', icon: mdiRuler },
] as const;

/** The monteur (fitter) layout: phone-first, a large title bar and a bottom navigation with big touch targets. */
export function MonteurLayout({ children, title, embedded }: LayoutProps) {
  const { t } = useTranslation('app');
  const routeTitle = useRouteTitle(title);
  const { pathname } = useLocation();
  const active = MONTEUR_DESTINATIONS.findIndex((destination) => isActivePath(destination.path, pathname));
  return (
    <Box data-layout="monteur" sx={layoutRootSx(embedded)}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ minHeight: 64 }}>
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600 }}>
            {routeTitle}
          </Typography>
        </Toolbar>
      </AppBar>
      <ScrollMain sx={{ p: 2, fontSize: 18 }}>{children ?? <Outlet />}</ScrollMain>
      <Paper component="nav" aria-label={t('monteurLayout.navigation')} square elevation={8}>
        <BottomNavigation showLabels value={active === -1 ? false : active} sx={{ height: 72 }}>
          {MONTEUR_DESTINATIONS.map((destination) => (
            <BottomNavigationAction
              key={destination.path}
              component={Link}
              to={destination.path}
              label={t(destination.titleKey)}
              icon={<MdiIcon path={destination.icon} sx={{ fontSize: 28 }} />}
              sx={{ minWidth: 64, minHeight: 64 }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
