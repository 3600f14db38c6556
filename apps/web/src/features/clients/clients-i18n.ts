import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of this feature; its strings ship with the feature's chunk, not the start-up bundle. */
export const CLIENTS_NS = 'clients';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useClientsTranslation() {
  addFeatureStrings(CLIENTS_NS, { de, en });
  return useTranslation(CLIENTS_NS);
}
