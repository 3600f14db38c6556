import { createTheme, type Theme } from '@mui/material/styles';
import { createAppTheme } from '../../lib/theme/theme';
import type { ThemeMode } from '../../lib/theme/theme';

const SYSTEM_FONT = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The lib's theme (spec colours) with the shell's typography and component defaults: system font (no web font
 * download), calmer corners, sentence-case buttons. `loadingLabel` names every progress indicator that does not name
 * itself (a progress bar needs an accessible name; a refetch bar that comes and goes would otherwise be nameless).
 */
export function createShellTheme(mode: ThemeMode, loadingLabel?: string): Theme {
  const named = loadingLabel ? { defaultProps: { 'aria-label': loadingLabel } } : {};
  return createTheme(createAppTheme(mode), {
    typography: { fontFamily: SYSTEM_FONT, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCircularProgress: named,
      MuiLinearProgress: named,
    },
  });
}
