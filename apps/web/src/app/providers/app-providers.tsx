import { useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onOutboxSettled, startOutbox } from '../../lib/offline/app-outbox';
import { connectionStore } from '../../lib/offline/connection-state';
import { applyOfflineCopy, persistQueryCache, restoreQueryCache } from '../../lib/offline/query-persistence';
import { useThemeStore } from '../../lib/theme/theme-store';
import { createShellTheme } from './app-theme';
import { LazyDialogHost, LazyToastHost } from './service-hosts';

const FULL_HEIGHT = { 'html, body, #root': { height: '100%' } } as const;

/** Theme (remembered light/dark), baseline styles and the query client, plus the app-wide dialogs and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const { t } = useTranslation('app');
  const loadingLabel = t('chrome.loading');
  const theme = useMemo(() => createShellTheme(mode, loadingLabel), [mode, loadingLabel]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={FULL_HEIGHT} />
      <QueryClientProvider client={queryClient}>
        <OfflineData queryClient={queryClient}>{children}</OfflineData>
        <LazyDialogHost />
        <LazyToastHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * Offline work: the cached records a fitter needs are read from IndexedDB before the first screen and shown when the
 * browser is offline or the connection is lost (so a reload without a connection shows them; online, the server's
 * answers are shown, never an older copy); the cache is written back as it changes, and the outbox starts sending; a
 * change it delivers refreshes the records that show it.
 */
function OfflineData({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let stopPersisting: (() => void) | null = null;
    let current = true;
    void restoreQueryCache(queryClient).then(() => {
      if (!current) return;
      stopPersisting = persistQueryCache(queryClient);
      setRestored(true);
    });
    startOutbox();
    const stopListening = onOutboxSettled((entry, outcome) => {
      // The record as the server keeps it shows at once where the queued change showed it until now.
      if (entry.answerKey && outcome.kind === 'sent' && outcome.data != null)
        queryClient.setQueryData(entry.answerKey, outcome.data);
      if (entry.answerKey && outcome.kind === 'theirs' && outcome.current != null)
        queryClient.setQueryData(entry.answerKey, outcome.current);
      for (const queryKey of entry.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
    });
    const stopWatching = connectionStore.subscribe((state, previous) => {
      if (previous.online && !state.online) applyOfflineCopy(queryClient);
    });
    return () => {
      current = false;
      stopPersisting?.();
      stopListening();
      stopWatching();
    };
  }, [queryClient]);
  return restored ? children : null;
}
