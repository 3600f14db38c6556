import { fileURLToPath } from 'node:url';

/** Repository root, resolved from this file so the bench runs from any working directory. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const benchDir = fileURLToPath(new URL('..', import.meta.url));
