import { createTheme, type PaletteColor, type PaletteColorOptions, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    eyeCatcher: PaletteColor;
    confirm: PaletteColor;
  }
  interface PaletteOptions {
    eyeCatcher?: PaletteColorOptions;
    confirm?: PaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    eyeCatcher: true;
    confirm: true;
  }
}

export type ThemeMode = 'light' | 'dark';

/** SPEC.md section 9: the product colours. */
export const BRAND_COLORS = {
  primary: '#8c231d',
  secondary: '#333d40',
  eyeCatcher: '#f5c42d',
  confirm: { light: '#4A9488', dark: '#2A9189' },
  background: { light: '#ffffff', dark: '#000000' },
  surface: { light: '#ffffff', dark: '#121212' },
} as const;

/** The MUI theme of a mode, with the custom palette entries `eyeCatcher` and `confirm`. */
export function createAppTheme(mode: ThemeMode): Theme {
  const base = createTheme({ palette: { mode } });
  const augment = (main: string, name: string) => base.palette.augmentColor({ color: { main }, name });
  return createTheme({
    palette: {
      mode,
      primary: { main: BRAND_COLORS.primary },
      secondary: { main: BRAND_COLORS.secondary },
      eyeCatcher: augment(BRAND_COLORS.eyeCatcher, 'eyeCatcher'),
      confirm: augment(BRAND_COLORS.confirm[mode], 'confirm'),
      background: { default: BRAND_COLORS.background[mode], paper: BRAND_COLORS.surface[mode] },
    },
  });
}
