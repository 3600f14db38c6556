import type { Page } from '@playwright/test';

/**
 * Collects what a user would see in the browser console as errors: `console.error` calls and uncaught
 * exceptions. The returned array fills as the page runs.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const location = message.location();
      errors.push(`console.error: ${message.text()} (${location.url}:${location.lineNumber})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
