import { fileURLToPath } from 'node:url';

/** Where screenshots for people to look at go, independent of the directory the runner was started from. */
export function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`../test-results/screenshots/${name}`, import.meta.url));
}
