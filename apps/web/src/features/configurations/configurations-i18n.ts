import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the configuration pages; its strings ship with their chunks. */
export const CONFIGURATIONS_NS = 'configurations';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useConfigurationsTranslation() {
  addFeatureStrings(CONFIGURATIONS_NS, { de, en });
  return useTranslation(CONFIGURATIONS_NS);
}
