import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { useThemeStore } from '../../lib/theme/theme-store';
import { ErrorLayout } from '../layouts/error-layout';
import { createShellTheme } from '../providers/app-theme';
import { describeError } from './error-details';
import { ErrorPage } from './error-page';

// Start-up may have failed before i18n was ready: German fallbacks then.
function text(key: string, fallback: string): string {
  return i18next.isInitialized ? i18next.t(key, { ns: 'app', defaultValue: fallback }) : fallback;
}

/** The error page for a fatal start-up error (SPEC.md section 2), rendered without router or query client. */
export function FatalErrorScreen({ error, path }: { error: unknown; path: string }) {
  const mode = useThemeStore((state) => state.mode);
  const details = describeError(error, path);
  return (
    <ThemeProvider theme={createShellTheme(mode)}>
      <CssBaseline enableColorScheme />
      <ErrorLayout>
        <ErrorPage
          status={details.status}
          title={details.title}
          message={details.message ?? text('error.generic', 'Ein unerwarteter Fehler ist aufgetreten.')}
        >
          <Button variant="contained" onClick={() => window.location.reload()}>
            {text('error.reload', 'Neu laden')}
          </Button>
        </ErrorPage>
      </ErrorLayout>
    </ThemeProvider>
  );
}
