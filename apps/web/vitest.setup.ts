import '@testing-library/jest-dom/vitest';
// Browsers have IndexedDB (the outbox, the offline copy of the data); happy-dom does not.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetToastsShown } from './src/lib/testing/toasts-shown';

// findBy* and waitFor wait for their condition up to 20 s instead of 1 s: on a loaded machine (two test runs side by
// side, CI) rendering a sheet of hundreds of lines or loading a lazy page takes several seconds. A passing condition
// returns at once, so only a failing test waits this long. Tests get 60 s in all (vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  resetToastsShown();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
