import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the positions page (bills of quantities); its strings ship with the page's chunk. */
export const POSITIONS_NS = 'positions';

/** The page's translations, registered with the app's i18next instance on first use. */
export function usePositionsTranslation() {
  addFeatureStrings(POSITIONS_NS, { de, en });
  return useTranslation(POSITIONS_NS);
}
