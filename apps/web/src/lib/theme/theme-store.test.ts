import { describe, expect, it } from 'vitest';
import { useThemeStore } from './theme-store';

describe('theme store', () => {
  it('starts light, toggles and remembers the mode in local storage', () => {
    expect(useThemeStore.getState().mode).toBe('light');

    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(JSON.parse(localStorage.getItem('vendoc-theme') ?? 'null')).toEqual({
      state: { mode: 'dark' },
      version: 0,
    });

    useThemeStore.getState().setMode('light');
    expect(useThemeStore.getState().mode).toBe('light');
  });
});
