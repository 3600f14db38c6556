import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deApp from './locales/de/app.json';
import deShell from './locales/de/shell.json';
import { loadFeatureEnglish } from './feature-strings';

export type AppLanguage = 'de' | 'en';
export const SUPPORTED_LANGUAGES: readonly AppLanguage[] = ['de', 'en'];
export const DEFAULT_LANGUAGE: AppLanguage = 'de';
export const LANGUAGE_STORAGE_KEY = 'vendoc.language';
export const I18N_NAMESPACES = ['shell', 'app'] as const;

/** The language remembered from an earlier visit; German when none (or an unknown one) is stored. */
export function getStoredLanguage(): AppLanguage {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'en' ? 'en' : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// English is loaded on demand so the first screen only ships the German strings.
async function ensureLanguageLoaded(instance: i18n, language: AppLanguage): Promise<void> {
  if (language !== 'en') return;
  // The first screen's features keep their English apart too (feature-strings.ts).
  await loadFeatureEnglish();
  if (instance.hasResourceBundle('en', 'app')) return;
  const [enShell, enApp] = await Promise.all([
    import('./locales/en/shell.json'),
    import('./locales/en/app.json'),
  ]);
  instance.addResourceBundle('en', 'shell', enShell.default, true, true);
  instance.addResourceBundle('en', 'app', enApp.default, true, true);
}

function applyDocumentLanguage(language: AppLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises i18next (the default instance unless another is given) with the namespaces `shell` and `app`,
 * German as default and fallback, and the remembered language.
 */
export async function initI18n(instance: i18n = i18next): Promise<i18n> {
  const language = getStoredLanguage();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: 'app',
    resources: { de: { shell: deShell, app: deApp } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language, instance);
  else applyDocumentLanguage(language);
  return instance;
}

/** Switches the interface language (loading its strings if needed) and remembers it. */
export async function changeLanguage(language: AppLanguage, instance: i18n = i18next): Promise<void> {
  await ensureLanguageLoaded(instance, language);
  await instance.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this session.
  }
  applyDocumentLanguage(language);
}

/** The current interface language of the given (default) instance. */
export function currentLanguage(instance: i18n = i18next): AppLanguage {
  return instance.resolvedLanguage === 'en' ? 'en' : 'de';
}
