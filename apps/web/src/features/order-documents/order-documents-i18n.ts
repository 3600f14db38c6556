import { useTranslation } from 'react-i18next';
import { addFeatureStrings } from '../../lib/i18n/feature-strings';
import de from './locales/de.json';
import en from './locales/en.json';

/** The i18next namespace of this feature; its strings ship with the feature's chunk, not the start-up bundle. */
export const ORDER_DOCUMENTS_NS = 'orderDocuments';

/** The feature's translations, registered with the app's i18next instance on first use. */
export function useOrderDocumentsTranslation() {
  addFeatureStrings(ORDER_DOCUMENTS_NS, { de, en });
  return useTranslation(ORDER_DOCUMENTS_NS);
}
