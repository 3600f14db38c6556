import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Outlet } from 'react-router';
import { lazyWithReload } from '../../components/lazy-load/lazy-with-reload';
import { AppTopBar } from '../shell/app-top-bar';
import { NavigationList } from '../shell/navigation-list';
import { layoutRootSx, ScrollMain, type LayoutProps } from './layout-parts';

const DRAWER_WIDTH = 264;

// Phones only: the temporary drawer (MUI Drawer, Modal) is loaded on first opening.
const MobileDrawer = lazyWithReload(() => import('../shell/mobile-drawer').then((m) => m.MobileDrawer));

/**
 * The default layout: app bar (brand, company, language, theme, user menu), a navigation drawer reaching every
 * area (permanent on desktops, temporary on phones) and the page.
 */
export function DefaultLayout({ children, embedded }: LayoutProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };
  return (
    <Box data-layout="default" sx={layoutRootSx(embedded)}>
      <AppTopBar onMenuClick={openDrawer} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {desktop ? (
          <Box
            component="aside"
            sx={{
              width: DRAWER_WIDTH,
              flexShrink: 0,
              overflowY: 'auto',
              py: 1,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <NavigationList />
          </Box>
        ) : drawerLoaded ? (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={DRAWER_WIDTH} />
          </Suspense>
        ) : null}
        <ScrollMain>{children ?? <Outlet />}</ScrollMain>
      </Box>
    </Box>
  );
}
