import { getI18n } from 'react-i18next';
import type { AppLanguage } from './i18n';

/**
 * Adds a feature's German and English strings to the app's i18next instance under `namespace` on first use, so
 * they ship with the feature's chunk instead of the start-up bundle. Bundles already there are kept.
 */
export function addFeatureStrings(namespace: string, strings: Readonly<Record<AppLanguage, object>>): void {
  const i18n = getI18n();
  if (!i18n) return;
  for (const [language, bundle] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}
