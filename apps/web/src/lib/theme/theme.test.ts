import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

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
