import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../routes/route-handle';

/** Props every layout accepts: routes render the Outlet; the playground passes a sample as children. */
export interface LayoutProps {
  readonly children?: ReactNode;
  /** Overrides the title taken from the matched route. */
  readonly title?: string;
  /** Fills its container instead of the viewport (layout samples on /playground). */
  readonly embedded?: boolean;
}

/** Root box of a full-height layout: a column filling the viewport, or its container when embedded. */
export function layoutRootSx(embedded: boolean | undefined): SxProps<Theme> {
  return {
    display: 'flex',
    flexDirection: 'column',
    height: embedded ? '100%' : '100dvh',
    minHeight: 0,
    overflow: 'hidden',
    bgcolor: 'background.default',
    color: 'text.primary',
  };
}

/** The title of the deepest matched route (its `handle.titleKey`), translated; the app name otherwise. */
export function useRouteTitle(override?: string): string {
  const matches = useMatches();
  const { t } = useTranslation('app');
  if (override) return override;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return t(handle.titleKey);
  }
  return t('appName');
}

/** The scrolling content area of a layout; returns to the top when the page changes. */
export function ScrollMain({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    ref.current?.scrollTo?.({ top: 0 });
  }, [pathname]);
  return (
    <Box
      component="main"
      ref={ref}
      sx={[{ flex: 1, minHeight: 0, minWidth: 0, overflow: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
