import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of the position matching page; its strings ship with the page's chunk. */
export const POSITION_MATCHING_NS = 'positionMatching';

/** The translations of the position matching page, registered with the app's i18next on first use. */
export function useMatchingTranslation() {
  addFeatureStrings(POSITION_MATCHING_NS, { de, en });
  return useTranslation(POSITION_MATCHING_NS);
}
