import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useThemeStore } from '../../lib/theme/theme-store';
import { createShellTheme } from './app-theme';
import { LazyDialogHost, LazyToastHost } from './service-hosts';

const FULL_HEIGHT = { 'html, body, #root': { height: '100%' } } as const;

/** Theme (remembered light/dark), baseline styles and the query client, plus the app-wide dialogs and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => createShellTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={FULL_HEIGHT} />
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyDialogHost />
        <LazyToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
