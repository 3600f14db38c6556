import {
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type PaletteColor,
  type PaletteColorOptions,
  type Theme,
} from '@mui/material/styles';

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

/** WCAG 2.x level AA for text: the least contrast of every text colour the theme derives with its background. */
export const TEXT_CONTRAST = 4.5;

/** The palette entries that buttons, chips and text take a colour from. */
const TEXT_COLOR_NAMES = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
  'eyeCatcher',
  'confirm',
] as const;
export type PaletteColorName = (typeof TEXT_COLOR_NAMES)[number];

/**
 * `color` itself where it reaches TEXT_CONTRAST on `background`, else the nearest shade of it that does (darker on
 * a light background, lighter on a dark one): the spec's colours stay as they are for fills, and text in them
 * stays readable.
 */
export function readableOn(color: string, background: string): string {
  const lightBackground = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  for (let step = 0; step <= 20; step += 1) {
    const shade = lightBackground ? darken(color, step / 20) : lighten(color, step / 20);
    if (getContrastRatio(shade, background) >= TEXT_CONTRAST) return step === 0 ? color : shade;
  }
  return lightBackground ? '#000' : '#fff';
}

/** The colour of text in a palette colour on the theme's surface (for `sx`: `color: (t) => textColor(t, 'warning')`). */
export function textColor(theme: Theme, name: PaletteColorName): string {
  return readableOn(theme.palette[name].main, theme.palette.background.paper);
}

/** What a style override needs of a component's props. */
interface ColorOwner {
  readonly ownerState: { readonly color?: string; readonly textColor?: string };
}

/**
 * Text and outlined buttons, outlined chips, coloured text and links, and the selected tab write in their colour
 * on the surface: where the colour itself is too light (or, in dark mode, too dark) for that, they write in its
 * readable shade.
 */
function readableTextComponents(mains: Record<PaletteColorName, string>, surface: string) {
  const readable = new Map<string, string>();
  for (const name of TEXT_COLOR_NAMES) {
    const text = readableOn(mains[name], surface);
    if (text !== mains[name]) readable.set(name, text);
  }
  // A colour is named "warning" (a prop) or "warning.main" (a palette path).
  const textOf = (color: string | undefined) =>
    color === undefined ? undefined : readable.get(color.replace(/\.main$/, ''));
  return {
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState }: ColorOwner) => {
          const text = textOf(ownerState.color);
          return text ? { '--variant-textColor': text, '--variant-outlinedColor': text } : {};
        },
      },
    },
    MuiChip: {
      styleOverrides: {
        outlined: ({ ownerState }: ColorOwner) => {
          const text = textOf(ownerState.color);
          return text ? { color: text } : {};
        },
      },
    },
    // Links are Typography with a colour (primary by default).
    MuiTypography: {
      styleOverrides: {
        root: ({ ownerState }: ColorOwner) => {
          const text = textOf(ownerState.color);
          return text ? { color: text } : {};
        },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: ({ ownerState }: ColorOwner) => {
          const text = textOf(ownerState.textColor);
          return text ? { '&.Mui-selected': { color: text } } : {};
        },
      },
    },
  };
}

/**
 * The MUI theme of a mode, with the custom palette entries `eyeCatcher` and `confirm`. Every colour's text on it
 * (contrastText on a filled button or chip, the colour as text on the surface) reaches WCAG AA (4.5:1), see
 * docs/decisions/0017-contrast-at-theme-level.md.
 */
export function createAppTheme(mode: ThemeMode): Theme {
  const base = createTheme({ palette: { mode, contrastThreshold: TEXT_CONTRAST } });
  const augment = (main: string, name: string) => base.palette.augmentColor({ color: { main }, name });
  const mains: Record<PaletteColorName, string> = {
    primary: BRAND_COLORS.primary,
    secondary: BRAND_COLORS.secondary,
    error: base.palette.error.main,
    warning: base.palette.warning.main,
    info: base.palette.info.main,
    success: base.palette.success.main,
    eyeCatcher: BRAND_COLORS.eyeCatcher,
    confirm: BRAND_COLORS.confirm[mode],
  };
  return createTheme({
    palette: {
      mode,
      contrastThreshold: TEXT_CONTRAST,
      primary: { main: mains.primary },
      secondary: { main: mains.secondary },
      eyeCatcher: augment(mains.eyeCatcher, 'eyeCatcher'),
      confirm: augment(mains.confirm, 'confirm'),
      background: { default: BRAND_COLORS.background[mode], paper: BRAND_COLORS.surface[mode] },
    },
    components: readableTextComponents(mains, BRAND_COLORS.surface[mode]),
  });
}
