import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import type { LayoutProps } from './layout-parts';

/** The empty layout: only the page, nothing around it. */
export function EmptyLayout({ children }: LayoutProps) {
  return <Box data-layout="empty">{children ?? <Outlet />}</Box>;
}
