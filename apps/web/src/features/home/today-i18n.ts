import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of "Heute" (home in the site layout); its strings ship with the page's chunk. */
export const TODAY_NS = 'today';

/** The page's translations, registered with the app's i18next instance on first use. */
export function useTodayTranslation() {
  addFeatureStrings(TODAY_NS, { de, en });
  return useTranslation(TODAY_NS);
}
