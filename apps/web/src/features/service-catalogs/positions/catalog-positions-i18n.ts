import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of position and variant management; its strings ship with those pages' chunks. */
export const CATALOG_POSITIONS_NS = 'catalogPositions';

/** The translations of position and variant management, registered with the app's i18next on first use. */
export function useCatalogPositionsTranslation() {
  addFeatureStrings(CATALOG_POSITIONS_NS, { de, en });
  return useTranslation(CATALOG_POSITIONS_NS);
}
