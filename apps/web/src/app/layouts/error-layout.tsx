import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import type { LayoutProps } from './layout-parts';

/** The error layout: the error page centred on a plain background. Renders without a router when given children. */
export function ErrorLayout({ children, embedded }: LayoutProps) {
  return (
    <Box
      data-layout="error"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: embedded ? '100%' : '100dvh',
        p: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {children ?? <Outlet />}
    </Box>
  );
}
