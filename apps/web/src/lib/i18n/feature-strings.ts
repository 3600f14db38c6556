import { use } from 'react';
import { getI18n } from 'react-i18next';
import type { AppLanguage } from './i18n';
import { loadOnce } from '../version/load-once';

/**
 * Adds a feature's German and English strings to the app's i18next instance under `namespace` on first use, so
 * they ship with the feature's chunk instead of the start-up bundle. Bundles already there are kept.
 */
export function addFeatureStrings(
  namespace: string,
  strings: Readonly<Partial<Record<AppLanguage, object>>>,
): void {
  const i18n = getI18n();
  if (!i18n) return;
  for (const [language, bundle] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}

/** The English loaders of the features that use `useFeatureStrings`, by namespace (each loads once). */
const englishLoaders = new Map<string, () => Promise<void>>();

/** Loads the English strings of every feature used so far: `changeLanguage('en')` waits for them. */
export async function loadFeatureEnglish(): Promise<void> {
  await Promise.all([...englishLoaders.values()].map((load) => load()));
}

/**
 * Like `addFeatureStrings`, for a feature on the first screen: German (the default) ships with it, English loads
 * when the interface is, or turns, English (decision 0045). While it loads the component suspends, so no German
 * string shows in an English interface.
 */
export function useFeatureStrings(
  namespace: string,
  de: object,
  loadEnglish: () => Promise<{ default: object }>,
): void {
  const i18n = getI18n();
  if (!i18n) return;
  addFeatureStrings(namespace, { de });
  let load = englishLoaders.get(namespace);
  if (!load) {
    load = loadOnce(() =>
      loadEnglish().then((module) => addFeatureStrings(namespace, { en: module.default })),
    );
    englishLoaders.set(namespace, load);
  }
  if (i18n.language === 'en' && !i18n.hasResourceBundle('en', namespace)) use(load());
}
