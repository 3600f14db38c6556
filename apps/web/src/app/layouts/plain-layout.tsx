import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiHome } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { ThemeSwitch } from '../shell/theme-switch';
import { ConnectionStatusSlot } from '../../components/connection-status/connection-status-slot';
import { layoutRootSx, ScrollMain, useRouteTitle, type LayoutProps } from './layout-parts';
import { paths } from '../../lib/navigation/paths';

/** The plain layout: a slim app bar with a way home and the page title, then the page. */
export function PlainLayout({ children, title, embedded }: LayoutProps) {
  const { t } = useTranslation('app');
  const routeTitle = useRouteTitle(title);
  return (
    <Box data-layout="plain" sx={layoutRootSx(embedded)}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton
            component={Link}
            to={paths.home()}
            color="inherit"
            edge="start"
            aria-label={t('chrome.home')}
          >
            <MdiIcon path={mdiHome} />
          </IconButton>
          <Typography component="span" variant="subtitle1" noWrap sx={{ flex: 1, fontWeight: 600 }}>
            {routeTitle}
          </Typography>
          <ConnectionStatusSlot />
          <ThemeSwitch />
        </Toolbar>
      </AppBar>
      <ScrollMain>{children ?? <Outlet />}</ScrollMain>
    </Box>
  );
}
