import type { Locator, Page } from '@playwright/test';

export interface LoginPrompt {
  dialog: Locator;
  userName: Locator;
  password: Locator;
  submit: Locator;
}

/** The login prompt of SPEC.md section 2, found as a person finds it: by its labels. */
export function loginPrompt(page: Page): LoginPrompt {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Anmelden', exact: true }) });
  return {
    dialog,
    userName: dialog.getByLabel('Benutzername', { exact: true }),
    password: dialog.getByLabel('Passwort', { exact: true }),
    submit: dialog.getByRole('button', { name: 'Anmelden', exact: true }),
  };
}

export interface AddressPrompt {
  dialog: Locator;
  address: Locator;
  submit: Locator;
}

/** The server address prompt of SPEC.md section 2. */
export function addressPrompt(page: Page): AddressPrompt {
  const dialog = page.getByRole('dialog', { name: 'VenDoc Url' });
  return {
    dialog,
    address: dialog.getByRole('textbox'),
    submit: dialog.getByRole('button', { name: 'Url Bestätigen', exact: true }),
  };
}

// The toast stack (components/toast/ToastHost): pages have live regions of their own (e.g. a list's result count),
// which are not toasts. A toast is never part of the prompt it reports on.
const TOAST_STACK = '[data-testid="toast-stack"]:not([role="dialog"] *)';

/** Toasts as drawn on screen (SPEC.md section 2): alert or status elements of the toast stack. */
export function toastsOnScreen(page: Page): Locator {
  return page.locator(`${TOAST_STACK} :is([role="alert"], [role="status"])`);
}

/** Toasts as assistive technology perceives them: by role, so a toast under `aria-hidden` is not found. */
export function announcedToasts(page: Page): Locator {
  const stack = page.locator(TOAST_STACK);
  return stack.getByRole('alert').or(stack.getByRole('status'));
}
