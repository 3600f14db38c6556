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

// Anything not inside a dialog: a toast is never part of the prompt it reports on.
const OUTSIDE_DIALOGS = ':not([role="dialog"] *)';

/** Toasts as drawn on screen (SPEC.md section 2): alert or status elements outside the dialogs. */
export function toastsOnScreen(page: Page): Locator {
  return page.locator(`:is([role="alert"], [role="status"])${OUTSIDE_DIALOGS}`);
}

/** Toasts as assistive technology perceives them: by role, so a toast under `aria-hidden` is not found. */
export function announcedToasts(page: Page): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).and(page.locator(OUTSIDE_DIALOGS));
}
