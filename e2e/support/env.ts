// The global setup exports where the server runs and how to sign in; tests read it here.

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the tests with playwright.config.ts, whose global setup sets it`,
    );
  }
  return value;
}

export const ENV_ADMIN_USER = 'VENDOC_E2E_ADMIN_USER';
export const ENV_ADMIN_PASSWORD = 'VENDOC_E2E_ADMIN_PASSWORD';
export const ENV_BASE_URL = 'PLAYWRIGHT_TEST_BASE_URL';
/** Where the mail sink writes the messages the server sends (support/mail-sink.ts). */
export const ENV_MAIL_DIR = 'VENDOC_E2E_MAIL_DIR';

export interface Credentials {
  userName: string;
  password: string;
}

/** The administrator the first start created (company "Demo Bau GmbH"). */
export function adminCredentials(): Credentials {
  return { userName: required(ENV_ADMIN_USER), password: required(ENV_ADMIN_PASSWORD) };
}

/** Origin of the VenDoc server under test, without a trailing slash. */
export function serverBaseURL(): string {
  return required(ENV_BASE_URL);
}

export const COMPANY_NAME = 'Demo Bau GmbH';
