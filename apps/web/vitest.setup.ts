import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for their condition up to 10 s instead of 1 s: on a loaded machine (two test runs side by
// side) rendering a sheet of hundreds of lines can take longer than a second. A passing condition returns at once.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
