import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { mdiArrowLeft } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { MdiIcon } from '../../components/mdi-icon/mdi-icon';
import { useMe } from '../../entities/user/get-me';
import { UserMenu } from '../../features/account/components/user-menu';
import { isActivePath } from '../shell/active-path';
import { layoutRootSx, ScrollMain, useRouteTitle, type LayoutProps } from './layout-parts';
import { paths } from '../../lib/navigation/paths';
import { siteNavigationFor } from '../../lib/navigation/site-mode';
import { siteTheme, TOUCH_TARGET } from './site-theme';
import { upPath } from './up-path';
import { ConnectionStatusSlot } from '../../components/connection-status/connection-status-slot';

/**
 * The monteur (fitter) layout, for phones on site: a title bar with a way back on sub pages, the connection state
 * and the user menu; the page; a bottom navigation with what people on site use. Everything to tap is at least
 * 48 px (also in dialogs and menus the pages open: the site theme), nothing needs hovering.
 */
export function MonteurLayout({ children, title, embedded }: LayoutProps) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  // Home is "Heute" in the site layout.
  const routeTitle = useRouteTitle(
    title ?? (pathname === paths.home() ? t('monteurLayout.today') : undefined),
  );
  const navigate = useNavigate();
  const role = useMe({ passive: true }).data?.user.role;
  const destinations = siteNavigationFor(role).filter((entry) => entry.bottom);
  const active = destinations.findIndex((destination) => isActivePath(destination.path, pathname));
  const topLevel = destinations.some((destination) => destination.path === pathname);
  const back = () => {
    // Back where the user came from inside the app; a page opened directly goes up to its parent.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(upPath(pathname));
  };
  return (
    <ThemeProvider theme={siteTheme}>
      <Box data-layout="monteur" sx={layoutRootSx(embedded)}>
        <AppBar position="static" elevation={0}>
          <Toolbar sx={{ minHeight: 64, gap: 0.5, px: { xs: 1 } }}>
            {topLevel ? null : (
              <IconButton color="inherit" edge="start" aria-label={t('monteurLayout.back')} onClick={back}>
                <MdiIcon path={mdiArrowLeft} />
              </IconButton>
            )}
            <Typography
              component="span"
              variant="h6"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: 600, pl: topLevel ? 1 : 0 }}
            >
              {routeTitle}
            </Typography>
            <ConnectionStatusSlot />
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                minWidth: TOUCH_TARGET,
                minHeight: TOUCH_TARGET,
                '& > button': { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
              }}
            >
              <UserMenu />
            </Box>
          </Toolbar>
        </AppBar>
        <ScrollMain sx={{ fontSize: 18 }}>{children ?? <Outlet />}</ScrollMain>
        <Paper component="nav" aria-label={t('monteurLayout.navigation')} square elevation={8}>
          <BottomNavigation
            showLabels
            value={active === -1 ? false : active}
            sx={{ height: 72, pb: 'env(safe-area-inset-bottom)' }}
          >
            {destinations.map((destination) => (
              <BottomNavigationAction
                key={destination.id}
                component={Link}
                to={destination.path}
                aria-current={active !== -1 && destinations[active] === destination ? 'page' : undefined}
                label={t(destination.titleKey)}
                icon={<MdiIcon path={destination.icon} sx={{ fontSize: 28 }} />}
                sx={{
                  minWidth: 0,
                  minHeight: TOUCH_TARGET,
                  px: 0.5,
                  '& .MuiBottomNavigationAction-label': { fontSize: 13 },
                }}
              />
            ))}
          </BottomNavigation>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
