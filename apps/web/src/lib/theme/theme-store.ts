import { createPersistedStore } from '../stores/persisted-store';
import type { ThemeMode } from './theme';

interface ThemeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

/** The chosen colour mode, remembered in local storage (light by default). */
export const useThemeStore = createPersistedStore<ThemeState, Pick<ThemeState, 'mode'>>(
  (set) => ({
    mode: 'light',
    setMode: (mode) => set({ mode }),
    toggle: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
  }),
  { name: 'vendoc-theme', storage: 'local', partialize: (state) => ({ mode: state.mode }) },
);
