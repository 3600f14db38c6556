import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useRouteTitle } from '../layouts/layout-parts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin indeterminate bar at the top while a page loads (CSS only, to keep the first screen small). */
function NavigationProgress({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'eyeCatcher.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}

/** The root route's element: the matched layout, a progress bar while a page loads, and the document title. */
export function RootShell() {
  const { t } = useTranslation('app');
  const title = useRouteTitle();
  const navigation = useNavigation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <>
      {navigation.state === 'loading' ? <NavigationProgress label={t('chrome.loading')} /> : null}
      <Outlet />
    </>
  );
}

/** Shown while the first route (layout and page chunks) loads. */
export function StartupFallback() {
  const { t } = useTranslation('app');
  return <Box aria-busy="true" aria-label={t('chrome.loading')} sx={{ minHeight: '100dvh' }} />;
}
