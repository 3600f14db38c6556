import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme, readableOn, textColor } from './theme';

describe('createAppTheme (SPEC.md section 9)', () => {
  it('carries the product colours in light mode', () => {
    const { palette } = createAppTheme('light');

    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe('#8c231d');
    expect(palette.secondary.main).toBe('#333d40');
    expect(palette.eyeCatcher.main).toBe('#f5c42d');
    expect(palette.confirm.main).toBe('#4A9488');
    expect(palette.background.default).toBe('#ffffff');
    expect(palette.background.paper).toBe('#ffffff');
  });

  it('switches confirm, background and surface in dark mode', () => {
    const { palette } = createAppTheme('dark');

    expect(palette.mode).toBe('dark');
    expect(palette.primary.main).toBe('#8c231d');
    expect(palette.confirm.main).toBe('#2A9189');
    expect(palette.background.default).toBe('#000000');
    expect(palette.background.paper).toBe('#121212');
  });

  it('gives the custom colours the shades MUI components need', () => {
    const { palette } = createAppTheme('light');

    expect(palette.confirm.dark).toMatch(/\S/);
    expect(palette.confirm.contrastText).toMatch(/\S/);
    expect(palette.eyeCatcher.light).toMatch(/\S/);
  });
});

describe('contrast (WCAG AA 4.5:1, issue 12)', () => {
  const NAMES = [
    'primary',
    'secondary',
    'error',
    'warning',
    'info',
    'success',
    'eyeCatcher',
    'confirm',
  ] as const;

  it.each(['light', 'dark'] as const)('every colour’s contrastText reaches 4.5:1 on it (%s)', (mode) => {
    const { palette } = createAppTheme(mode);
    for (const name of NAMES) {
      const ratio = getContrastRatio(palette[name].main, palette[name].contrastText);
      expect(ratio, `${name}: ${palette[name].contrastText} on ${palette[name].main}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('writes the "Manueller Preis" chip (warning) in dark text: white on #ed6c02 is 3.1:1', () => {
    const { palette } = createAppTheme('light');
    expect(palette.warning.main).toBe('#ed6c02');
    expect(palette.warning.contrastText).not.toBe('#fff');
  });

  it.each(['light', 'dark'] as const)('text in every colour reaches 4.5:1 on the surface (%s)', (mode) => {
    const theme = createAppTheme(mode);
    for (const name of NAMES) {
      const ratio = getContrastRatio(textColor(theme, name), theme.palette.background.paper);
      expect(ratio, `${name} text on ${theme.palette.background.paper}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads well, and darkens or lightens one that does not', () => {
    expect(readableOn('#8c231d', '#ffffff')).toBe('#8c231d');
    const confirmText = readableOn('#4A9488', '#ffffff');
    expect(getContrastRatio('#4A9488', '#ffffff')).toBeLessThan(4.5);
    expect(getContrastRatio(confirmText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const primaryOnDark = readableOn('#8c231d', '#121212');
    expect(getContrastRatio(primaryOnDark, '#121212')).toBeGreaterThanOrEqual(4.5);
  });
});
