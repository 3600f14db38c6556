import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deShell from './locales/de/shell.json';
import enShell from './locales/en/shell.json';

/**
 * Initialises the default i18next instance with the `shell` namespace only, for tests of this folder's users
 * (the app's own i18n setup lives in i18n.ts and also loads the `app` namespace).
 */
export function initTestI18n(lng: 'de' | 'en' = 'de'): void {
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'de',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { de: { shell: deShell }, en: { shell: enShell } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
}
