import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from '../../lib/theme/theme';

/** Wraps a component under test in the app's light theme (custom palette entries included). */
export function WithAppTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={createAppTheme('light')}>{children}</ThemeProvider>;
}
